import 'server-only';
import { differenceInYears } from 'date-fns';
import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import { guys } from '@/server/db/schema';
import { openGuyPhone } from '@/server/guy-contacts';

// What each audience may see of a guy (docs/data-model.md "guys"): explicit columns per audience,
// so a field outside the audience's list never leaves the database.

const serviceColumns = Object.fromEntries(SERVICES.map((s) => [s.camel, guys[s.camel]])) as {
  [K in ServiceCamel]: (typeof guys)[K];
};

/** Spec "Guy profile attributes (client)". The birthday is read only to compute the public age. */
export const publicGuyColumns = {
  userId: guys.userId,
  username: guys.username,
  name: guys.name,
  birthday: guys.birthday,
  cloudinarySecureUrl: guys.cloudinarySecureUrl,
  height: guys.height,
  weight: guys.weight,
  city: guys.city,
  state: guys.state,
  country: guys.country,
  aboutMe: guys.aboutMe,
  ...serviceColumns,
};

/** The owner's own record: also contact data, preferences and location. Never moderator notes. */
export const ownerGuyColumns = {
  ...publicGuyColumns,
  email: guys.email,
  /** Opened for the owner and moderators by toPrivateAttributes. */
  phoneSealed: guys.phoneSealed,
  skypeHandle: guys.skypeHandle,
  allowSessionGirlsContact: guys.allowContact,
  emailMeAboutNewGirlsInYourArea: guys.canSendEmailsAboutWebsite,
  latitude: guys.latitude,
  longitude: guys.longitude,
  userShowProfile: guys.userShowProfile,
};

/** Moderators: everything, notes and account state included. */
export const moderatorGuyColumns = {
  ...ownerGuyColumns,
  adminShowProfile: guys.adminShowProfile,
  softDeleted: guys.softDeleted,
  accountStatus: guys.accountStatus,
  moderatorComments: guys.moderatorComments,
};

export function ageOf(birthday: string | null, now = new Date()): number | null {
  return birthday ? differenceInYears(now, new Date(`${birthday}T00:00:00`)) : null;
}

/** The public attributes: the age instead of the birthday. */
export function toPublicAttributes<R extends { birthday: string | null }>(
  row: R,
): Omit<R, 'birthday'> & { age: number | null } {
  const { birthday, ...rest } = row;
  return { ...rest, age: ageOf(birthday) };
}

/** Owner and moderator attributes: the birthday and the age, the phone opened. */
export function toPrivateAttributes<R extends { birthday: string | null; phoneSealed: string | null }>(
  row: R,
): Omit<R, 'phoneSealed'> & { phone: string | null; age: number | null } {
  const { phoneSealed, ...rest } = row;
  return { ...rest, phone: openGuyPhone(phoneSealed), age: ageOf(row.birthday) };
}
