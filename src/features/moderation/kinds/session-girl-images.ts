import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import { sessionGirlImages, sessionGirls } from '@/server/db/schema';
import { defineKind } from './define';
import { sessionGirlWords } from './session-girls';

/** Spec "Explicit images": a session girl's image waiting for jen_approved, with its marks. */
export interface PendingSessionGirlImage {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  url: string;
  explicit: boolean;
  explicitNudity: boolean;
  sessionGirl: { id: number; username: string };
}

type SessionGirlImageRow = Omit<PendingSessionGirlImage, 'sessionGirl'> & { sessionGirlId: number; username: string };

export const sessionGirlImagesKind = defineKind<PendingSessionGirlImage[]>({
  table: sessionGirlImages,
  id: sessionGirlImages.id,
  waiting: isNull(sessionGirlImages.jenApproved),
  from: sql`${sessionGirlImages} inner join ${sessionGirls} on ${sessionGirls.id} = ${sessionGirlImages.sessionGirlId}`,
  fields: {
    id: sessionGirlImages.id,
    version: sessionGirlImages.version,
    url: sessionGirlImages.cloudinarySecureUrl,
    explicit: sessionGirlImages.explicit,
    explicitNudity: sessionGirlImages.explicitNudity,
    sessionGirlId: sessionGirls.id,
    username: sessionGirls.username,
  },
  orderBy: sql`${sessionGirlImages.id} asc`,
  read: (rows: SessionGirlImageRow[]) =>
    rows.map(({ sessionGirlId, username, ...image }) => ({ ...image, sessionGirl: { id: sessionGirlId, username } })),
  filterable: { created: sessionGirlImages.createdAt, words: sessionGirlWords },
  decided: {
    version: sessionGirlImages.version,
    subjectTable: 'session_girl_images',
    actions: ['session-girl-image.approve', 'session-girl-image.reject'],
  },
  decisionKind: 'explicit-image',
});
