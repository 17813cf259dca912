import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { photoUrls } from '@/features/girls/photo-files';
import { girlPhotos, girls, problemGirls, timewasters, type ImageVariants } from '@/server/db/schema';
import { accountNotDeleted } from './leave-queues';
import { historyJson, toPersonHistory, type HistoryRow } from './person-history';
import type { ModerationQueue, Waiting } from './queue-items';
import { isoTime, jsonObject, type SectionPage } from './section-page';

// How the moderation queue lists what girls sent and what was found about girls: pending Matside
// girls, their new photos, scammer and timewaster reports, crawled problem girls. Each section is
// a page of the items that match its section's `waiting` (section-queries.ts), oldest first, read
// with every other section's in one statement (queries.ts), and turned into items here.

interface PhotoFile {
  id: number;
  storageKey: string;
  secureUrl: string;
  variants: ImageVariants | null;
}

const photoFile = {
  id: girlPhotos.id,
  storageKey: girlPhotos.storageKey,
  secureUrl: girlPhotos.secureUrl,
  variants: girlPhotos.variants,
};

/** Pending girls with their sign-up photos (decided with her profile) and verification picture. */
export const pendingGirlsPage = (waiting: Waiting): SectionPage => ({
  fields: {
    id: girls.id,
    version: girls.version,
    stageName: girls.stageName,
    name: girls.name,
    username: girls.username,
    email: girls.email,
    city: girls.city,
    state: girls.state,
    country: girls.country,
    headline: girls.headline,
    about: girls.about,
    descriptionVerification: girls.descriptionVerification,
    pictureUrl: girls.profilePicSecureUrl,
    hasVerificationPicture: sql`${girls.verificationPictureKey} is not null`,
    createdAt: isoTime(girls.createdAt),
    photos: sql`(select coalesce(json_agg(${jsonObject(photoFile)} order by ${girlPhotos.id}), '[]'::json)
      from ${girlPhotos} where ${girlPhotos.girlId} = ${girls.id})`,
    history: historyJson(),
  },
  from: sql`${girls}`,
  where: waiting,
  orderBy: sql`${girls.createdAt} asc, ${girls.id} asc`,
});

type PendingGirlRow = Omit<ModerationQueue['girls'][number], 'photos' | 'history' | 'verificationPictureUrl'> & {
  hasVerificationPicture: boolean;
  photos: PhotoFile[];
  history: HistoryRow;
};

export function readPendingGirls(rows: PendingGirlRow[]): ModerationQueue['girls'] {
  return rows.map(({ hasVerificationPicture, photos, history, ...g }) => ({
    ...g,
    verificationPictureUrl: hasVerificationPicture ? `/api/v1/girls/${g.id}/verification-picture` : null,
    photos: photos.map((p) => ({ id: p.id, url: photoUrls(p).thumbUrl })),
    history: toPersonHistory(history),
  }));
}

/** Photos of girls already approved: a pending girl's photos are decided with her profile. */
const waitingPhoto = and(
  eq(girlPhotos.approved, false),
  eq(girls.profileApproved, true),
  accountNotDeleted(girls.userId),
);

/** The photos section's count: its condition reads the girl's row, so it counts over the join. */
export const waitingPhotosCount = sql`(select count(*)::int from ${girlPhotos} inner join ${girls} on ${girls.id} = ${girlPhotos.girlId} where ${waitingPhoto})`;

export const photosPage: SectionPage = {
  fields: {
    ...photoFile,
    version: girlPhotos.version,
    type: girlPhotos.type,
    girlId: girls.id,
    stageName: girls.stageName,
    createdAt: isoTime(girlPhotos.createdAt),
    history: historyJson(),
  },
  from: sql`${girlPhotos} inner join ${girls} on ${girls.id} = ${girlPhotos.girlId}`,
  where: waitingPhoto,
  orderBy: sql`${girlPhotos.id} asc`,
};

type PhotoRow = PhotoFile & {
  version: number;
  type: string;
  girlId: number;
  stageName: string | null;
  createdAt: string;
  history: HistoryRow;
};

export function readPhotos(rows: PhotoRow[]): ModerationQueue['photos'] {
  return rows.map((p) => ({
    id: p.id,
    version: p.version,
    url: photoUrls(p).secureUrl,
    type: p.type,
    girl: { id: p.girlId, stageName: p.stageName },
    createdAt: p.createdAt,
    history: toPersonHistory(p.history),
  }));
}

export const scammerReportsPage = (waiting: Waiting): SectionPage => ({
  fields: {
    id: girls.id,
    version: girls.version,
    name: girls.name,
    reportedUsername: girls.reportedUsername,
    headline: girls.headline,
    description: girls.description,
    city: girls.city,
    country: girls.country,
    pictureUrl: girls.profilePicSecureUrl,
    createdAt: isoTime(girls.createdAt),
  },
  from: sql`${girls}`,
  where: waiting,
  orderBy: sql`${girls.createdAt} asc, ${girls.id} asc`,
});

export const timewasterReportsPage = (waiting: Waiting): SectionPage => ({
  fields: {
    id: timewasters.id,
    version: timewasters.version,
    name: timewasters.name,
    clientType: timewasters.clientType,
    comment: timewasters.comment,
    city: timewasters.city,
    state: timewasters.state,
    country: timewasters.country,
    reporter: girls.stageName,
    createdAt: isoTime(timewasters.createdAt),
  },
  from: sql`${timewasters} left join ${girls} on ${girls.id} = ${timewasters.girlId}`,
  where: waiting,
  orderBy: sql`${timewasters.id} asc`,
});

export const crawledProblemGirlsPage = (waiting: Waiting): SectionPage => ({
  fields: {
    id: problemGirls.id,
    name: problemGirls.name,
    pageTitle: problemGirls.pageTitle,
    crawledAt: isoTime(problemGirls.crawledAt),
  },
  from: sql`${problemGirls}`,
  where: waiting,
  orderBy: sql`${problemGirls.id} asc`,
});
