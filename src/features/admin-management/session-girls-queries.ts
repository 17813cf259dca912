import 'server-only';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TablePage, TableState } from '@/components/ui/server-table-state';
import type { Actor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { isoTime, jsonRowsOf } from '@/server/db/json-rows';
import type { SessionGirlTravel } from '@/features/session-girls/types';
import { guys, sessionGirlImages, sessionGirlReports, sessionGirls, sessionGirlTravels } from '@/server/db/schema';
import { offsetOf, orderOf, pageOf, sortKeysOf, textFilter, totalCount } from './table-sql';

const sortable = {
  id: sessionGirls.id,
  username: sessionGirls.username,
  name: sessionGirls.name,
  email: sessionGirls.email,
  legacyGirlId: sessionGirls.legacyGirlId,
};
export const SESSION_GIRL_SORTS = sortKeysOf(sortable);

export interface SessionGirlImageDto {
  id: number;
  url: string;
  imageType: string;
  explicit: boolean;
  explicitNudity: boolean;
  /** null = waiting for a moderator. */
  jenApproved: boolean | null;
}

export interface SessionGirlReportDto {
  id: number;
  category: string;
  comment: string | null;
  guy: string | null;
  createdAt: string;
}

/** Her travel as the moderators' table lists it: the description under its column's name. */
export type SessionGirlTravelDto = Omit<SessionGirlTravel, 'description'> & { optionalDesc: string | null };

export interface ManagedSessionGirlRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  profileApproved: boolean | null;
  profilePicApproved: boolean | null;
  legacyGirlId: number | null;
  sendNewGirlNotification: boolean;
  sendTravelEmails: boolean;
  images: SessionGirlImageDto[];
  reports: SessionGirlReportDto[];
  travels: SessionGirlTravelDto[];
}

const profileColumns = {
  id: sessionGirls.id,
  username: sessionGirls.username,
  name: sessionGirls.name,
  email: sessionGirls.email,
  profileApproved: sessionGirls.profileApproved,
  profilePicApproved: sessionGirls.profilePicApproved,
  legacyGirlId: sessionGirls.legacyGirlId,
  sendNewGirlNotification: sessionGirls.sendNewGirlNotification,
  sendTravelEmails: sessionGirls.sendTravelEmails,
};

const imageFields = {
  id: sessionGirlImages.id,
  url: sessionGirlImages.cloudinarySecureUrl,
  imageType: sessionGirlImages.imageType,
  explicit: sessionGirlImages.explicit,
  explicitNudity: sessionGirlImages.explicitNudity,
  jenApproved: sessionGirlImages.jenApproved,
};

const imageColumns = { ...imageFields, sessionGirlId: sessionGirlImages.sessionGirlId };

const strip = <T extends { sessionGirlId: number }>({ sessionGirlId: _, ...rest }: T) => rest;

/**
 * Her images, reports and travels, in the page's own statement (decision 049: three reads of the
 * page's children cost more than the page; the Details dialog needs them all).
 */
const detailColumns = {
  images: jsonRowsOf<SessionGirlImageDto>(
    imageFields,
    sql`${sessionGirlImages}`,
    eq(sessionGirlImages.sessionGirlId, sessionGirls.id),
    sql`${sessionGirlImages.id}`,
  ),
  reports: jsonRowsOf<SessionGirlReportDto>(
    {
      id: sessionGirlReports.id,
      category: sessionGirlReports.category,
      comment: sessionGirlReports.comment,
      guy: guys.username,
      createdAt: isoTime(sessionGirlReports.createdAt),
    },
    sql`${sessionGirlReports} left join ${guys} on ${eq(guys.id, sessionGirlReports.guyUserId)}`,
    eq(sessionGirlReports.sessionGirlId, sessionGirls.id),
    sql`${sessionGirlReports.id}`,
  ),
  travels: jsonRowsOf<SessionGirlTravelDto>(
    {
      id: sessionGirlTravels.id,
      beginDate: sessionGirlTravels.beginDate,
      endDate: sessionGirlTravels.endDate,
      city: sessionGirlTravels.city,
      state: sessionGirlTravels.state,
      country: sessionGirlTravels.country,
      optionalDesc: sessionGirlTravels.optionalDesc,
    },
    sql`${sessionGirlTravels}`,
    eq(sessionGirlTravels.sessionGirlId, sessionGirls.id),
    sql`${sessionGirlTravels.beginDate}`,
  ),
};

export async function listManagedSessionGirls(
  actor: Actor,
  state: TableState,
): Promise<TablePage<ManagedSessionGirlRow>> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const where = and(
    textFilter(state.q, [sessionGirls.username, sessionGirls.name, sessionGirls.email, sessionGirls.legacyGirlId]),
  );
  return pageOf(
    db
      .select({ ...profileColumns, ...detailColumns })
      .from(sessionGirls)
      .where(where)
      .orderBy(...orderOf(state, sortable, sessionGirls.id))
      .limit(state.size)
      .offset(offsetOf(state)),
    db.select(totalCount()).from(sessionGirls).where(where),
  );
}

export const RANDOM_IMAGES = 12;

export interface RandomSessionGirl {
  profile: Omit<ManagedSessionGirlRow, 'images' | 'reports' | 'travels'>;
  /** Up to RANDOM_IMAGES of her images in a random order. */
  images: SessionGirlImageDto[];
  imageCount: number;
}

/** A seed for the images' order: short letters and digits only, else none. */
export function parseReviewSeed(raw: unknown): string {
  return typeof raw === 'string' && /^[a-z0-9]{1,16}$/.test(raw) ? raw : '';
}

/** Never `notId` when another exists; girls with images first. */
export async function pickRandomSessionGirl(actor: Actor, notId: number | null): Promise<number | null> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const hasImages = sql`EXISTS (SELECT 1 FROM ${sessionGirlImages} WHERE ${sessionGirlImages.sessionGirlId} = ${sessionGirls.id})`;
  const pick = (condition: ReturnType<typeof and>) =>
    db
      .select({ id: sessionGirls.id })
      .from(sessionGirls)
      .where(condition)
      .orderBy(sql`random()`)
      .limit(1);
  const other = notId === null ? undefined : ne(sessionGirls.id, notId);
  const [picked] = (await pick(and(hasImages, other))).concat(await pick(other));
  return picked?.id ?? null;
}

/** Random per seed but stable for one, so a reload after a decision keeps what she was looking at. */
export async function sessionGirlForReview(actor: Actor, id: number, seed: string): Promise<RandomSessionGirl | null> {
  requirePermission(actor, 'admin:access');
  const db = await getDb();
  const [profile] = await db.select(profileColumns).from(sessionGirls).where(eq(sessionGirls.id, id)).limit(1);
  if (!profile) return null;
  const [images, [counted]] = await Promise.all([
    db
      .select(imageColumns)
      .from(sessionGirlImages)
      .where(eq(sessionGirlImages.sessionGirlId, profile.id))
      .orderBy(sql`md5(${seed} || ${sessionGirlImages.id}::text)`, asc(sessionGirlImages.id))
      .limit(RANDOM_IMAGES),
    db.select({ total: count() }).from(sessionGirlImages).where(eq(sessionGirlImages.sessionGirlId, profile.id)),
  ]);
  return { profile, images: images.map(strip), imageCount: Number(counted?.total ?? 0) };
}
