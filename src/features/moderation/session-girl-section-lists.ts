import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { guys, sessionGirlImages, sessionGirlReports, sessionGirls } from '@/server/db/schema';
import type { ModerationQueue, Waiting } from './queue-items';
import { isoTime, jsonObject, type SectionPage } from './section-page';

// How the moderation queue lists scraped session girls and what hangs on them: the girls, their
// pending pictures with their galleries, their explicit images and the guys' reports on them. Each
// section is a page of the items that match its `waiting` (section-queries.ts), read with every
// other section's in one statement (queries.ts).

const sessionGirlFields = {
  id: sessionGirls.id,
  version: sessionGirls.version,
  username: sessionGirls.username,
  name: sessionGirls.name,
  pictureUrl: sessionGirls.cloudinarySecureUrl,
  legacyGirlId: sessionGirls.legacyGirlId,
};

export const sessionGirlsPage = (waiting: Waiting): SectionPage => ({
  fields: sessionGirlFields,
  from: sql`${sessionGirls}`,
  where: waiting,
  orderBy: sql`${sessionGirls.id} asc`,
});

/** Session girls' pending pictures, each with her gallery to pick a replacement from. */
export const sessionGirlPicturesPage = (waiting: Waiting): SectionPage => ({
  ...sessionGirlsPage(waiting),
  fields: {
    ...sessionGirlFields,
    // Her gallery, to pick a replacement from: any image a moderator has not refused.
    gallery: sql`(select coalesce(json_agg(${jsonObject({
      id: sessionGirlImages.id,
      url: sessionGirlImages.cloudinarySecureUrl,
    })} order by ${sessionGirlImages.id}), '[]'::json) from ${sessionGirlImages} where ${and(
      eq(sessionGirlImages.sessionGirlId, sessionGirls.id),
      eq(sessionGirlImages.imageType, 'gallery'),
      ne(sessionGirlImages.jenApproved, false),
    )})`,
  },
});

type SessionGirlPictureRow = ModerationQueue['sessionGirls'][number] & { gallery: { id: number; url: string }[] };

export function readSessionGirlPictures(rows: SessionGirlPictureRow[]): ModerationQueue['sessionGirlPictures'] {
  return rows.map(({ legacyGirlId: _legacy, ...r }) => ({ ...r, pictureUrl: r.pictureUrl ?? '' }));
}

export const sessionGirlImagesPage = (waiting: Waiting): SectionPage => ({
  fields: {
    id: sessionGirlImages.id,
    version: sessionGirlImages.version,
    url: sessionGirlImages.cloudinarySecureUrl,
    explicit: sessionGirlImages.explicit,
    explicitNudity: sessionGirlImages.explicitNudity,
    sessionGirlId: sessionGirls.id,
    username: sessionGirls.username,
  },
  from: sql`${sessionGirlImages} inner join ${sessionGirls} on ${sessionGirls.id} = ${sessionGirlImages.sessionGirlId}`,
  where: waiting,
  orderBy: sql`${sessionGirlImages.id} asc`,
});

type SessionGirlImageRow = Omit<ModerationQueue['sessionGirlImages'][number], 'sessionGirl'> & {
  sessionGirlId: number;
  username: string;
};

export function readSessionGirlImages(rows: SessionGirlImageRow[]): ModerationQueue['sessionGirlImages'] {
  return rows.map(({ sessionGirlId, username, ...image }) => ({
    ...image,
    sessionGirl: { id: sessionGirlId, username },
  }));
}

export const sessionGirlReportsPage = (waiting: Waiting): SectionPage => ({
  fields: {
    id: sessionGirlReports.id,
    version: sessionGirlReports.version,
    category: sessionGirlReports.category,
    comment: sessionGirlReports.comment,
    sessionGirlId: sessionGirls.id,
    sessionGirlUsername: sessionGirls.username,
    reporter: guys.username,
    createdAt: isoTime(sessionGirlReports.createdAt),
  },
  from: sql`${sessionGirlReports}
    inner join ${sessionGirls} on ${sessionGirls.id} = ${sessionGirlReports.sessionGirlId}
    left join ${guys} on ${guys.id} = ${sessionGirlReports.guyUserId}`,
  where: waiting,
  orderBy: sql`${sessionGirlReports.id} asc`,
});

type SessionGirlReportRow = Omit<ModerationQueue['sessionGirlReports'][number], 'sessionGirl'> & {
  sessionGirlId: number;
  sessionGirlUsername: string;
};

export function readSessionGirlReports(rows: SessionGirlReportRow[]): ModerationQueue['sessionGirlReports'] {
  return rows.map(({ sessionGirlId, sessionGirlUsername, ...r }) => ({
    ...r,
    sessionGirl: { id: sessionGirlId, username: sessionGirlUsername },
  }));
}
