import 'server-only';
import {
  bookings,
  girlPhotos,
  girls,
  guys,
  legacyFollowTravels,
  pollVotes,
  unverifiedReferences,
} from '@/server/db/schema';
import { refreshGuyContacts } from '@/server/guy-contacts';
import { insertAccounts } from './accounts';
import {
  ADMIN_E2E_BOOKING_TYPE,
  ADMIN_E2E_GIRL,
  ADMIN_E2E_GUY,
  ADMIN_E2E_MARKERS,
  REPORT_SUSPENSION_E2E_GUY,
} from './admin-management-data';
import { insertRows, type SeedContext } from './context';
import { daysFromNow } from './random';

// Records of the moderators' management pages that the e2e journey acts on (the rest
// of those pages' rows come from the other seed files: votes, legacy follows, reputation items,
// session-girl images and reports, moderator comments). Kept apart from the demo accounts so the
// e2e can ban, hide and delete without changing what other specs rely on.
export async function seedAdminManagement(ctx: SeedContext): Promise<void> {
  const ids = await insertAccounts(ctx, [
    {
      username: ADMIN_E2E_GIRL.username,
      email: ADMIN_E2E_GIRL.email,
      name: ADMIN_E2E_GIRL.name,
      roles: ['girl'],
      createdAt: daysFromNow(-90),
    },
    {
      username: ADMIN_E2E_GUY.username,
      email: ADMIN_E2E_GUY.email,
      name: ADMIN_E2E_GUY.name,
      roles: ['guy'],
      createdAt: daysFromNow(-80),
    },
    {
      username: REPORT_SUSPENSION_E2E_GUY.username,
      email: REPORT_SUSPENSION_E2E_GUY.email,
      name: REPORT_SUSPENSION_E2E_GUY.name,
      roles: ['guy'],
      createdAt: daysFromNow(-70),
    },
  ]);
  const picture = await ctx.images.portrait(7);
  const [girlId] = await insertRows(ctx, 'girls', girls, [
    {
      userId: ids.get(ADMIN_E2E_GIRL.username)!,
      name: ADMIN_E2E_GIRL.name,
      username: ADMIN_E2E_GIRL.username,
      stageName: ADMIN_E2E_GIRL.stageName,
      email: ADMIN_E2E_GIRL.email,
      city: 'Denver',
      state: 'CO',
      country: 'United States',
      height: 68,
      weight: 150,
      physique: 'Athletic',
      headline: 'Submission wrestling in Denver',
      matsideGirl: true,
      profileApproved: true,
      profilePicApproved: true,
      profilePicSecureUrl: picture.url,
      profilePicPublicId: picture.key,
      createdAt: daysFromNow(-90),
      updatedAt: daysFromNow(-90),
    },
  ]);
  // Her approved profile picture has its photo row, as an upload makes (cards read its variants).
  await insertRows(ctx, 'girl_photos', girlPhotos, [
    {
      girlId: girlId!,
      type: 'image',
      storageKey: picture.key,
      secureUrl: picture.url,
      variants: picture.variants,
      approved: true,
      approvedAt: daysFromNow(-90),
      isProfilePic: true,
      width: picture.width,
      height: picture.height,
      createdAt: daysFromNow(-90),
    },
  ]);
  const guyIds = await insertRows(ctx, 'guys', guys, [
    {
      userId: ids.get(ADMIN_E2E_GUY.username)!,
      username: ADMIN_E2E_GUY.username,
      name: ADMIN_E2E_GUY.name,
      email: ADMIN_E2E_GUY.email,
      city: 'Denver',
      state: 'CO',
      country: 'United States',
      firstLogin: false,
      createdAt: daysFromNow(-80),
      updatedAt: daysFromNow(-80),
    },
    {
      userId: ids.get(REPORT_SUSPENSION_E2E_GUY.username)!,
      username: REPORT_SUSPENSION_E2E_GUY.username,
      name: REPORT_SUSPENSION_E2E_GUY.name,
      email: REPORT_SUSPENSION_E2E_GUY.email,
      city: 'Boise',
      state: 'ID',
      country: 'United States',
      firstLogin: false,
      createdAt: daysFromNow(-70),
      updatedAt: daysFromNow(-70),
    },
  ]);
  await refreshGuyContacts(ctx.tx, guyIds);
  const guyId = guyIds[0];
  await insertRows(ctx, 'bookings', bookings, [
    {
      girlId: girlId!,
      guyId: guyId!,
      dateTimeAvailable: daysFromNow(10),
      sessionLocation: 'Denver',
      sessionLength: '1 hour',
      desiredSessionType: ADMIN_E2E_BOOKING_TYPE,
      createdAt: daysFromNow(-2),
      updatedAt: daysFromNow(-2),
    },
  ]);
  await insertRows(ctx, 'unverified_references', unverifiedReferences, [
    {
      guyUserId: guyId!,
      girlUrl: 'https://sessiongirls.example/ref_to_delete',
      girlUsername: ADMIN_E2E_MARKERS.referenceUsername,
      email: 'ref@example.test',
      createdAt: daysFromNow(-5),
    },
  ]);
  await insertRows(ctx, 'poll_votes', pollVotes, [
    {
      poll: ADMIN_E2E_MARKERS.poll,
      vote: 'yes',
      guyUserId: guyId!,
      createdAt: daysFromNow(-4),
      updatedAt: daysFromNow(-4),
    },
  ]);
  await insertRows(ctx, 'legacy_follow_travels', legacyFollowTravels, [
    {
      identifier: ADMIN_E2E_MARKERS.legacyIdentifier,
      legacyGirlId: 9001,
      username: 'old_fan',
      followAllCities: false,
      email: 'old_fan@example.test',
      cities: ['Denver', 'Boulder'],
      createdAt: daysFromNow(-400),
    },
  ]);
}
