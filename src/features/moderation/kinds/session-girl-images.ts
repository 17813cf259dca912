import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import { sessionGirlImages, sessionGirls } from '@/server/db/schema';
import { sessionGirlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
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
  /** Her history: the session girl the image is hers. */
  history: PersonHistory;
}

type SessionGirlImageRow = Omit<PendingSessionGirlImage, 'sessionGirl' | 'history'> & {
  sessionGirlId: number;
  username: string;
  history: HistoryRow;
};

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
    history: sessionGirlHistory(),
  },
  orderBy: sql`${sessionGirlImages.id} asc`,
  read: (rows: SessionGirlImageRow[]) =>
    rows.map(({ sessionGirlId, username, history, ...image }) => ({
      ...image,
      sessionGirl: { id: sessionGirlId, username },
      history: toPersonHistory(history, 'sessionGirl'),
    })),
  filterable: { created: sessionGirlImages.createdAt, words: sessionGirlWords },
  decided: {
    version: sessionGirlImages.version,
    subjectTable: 'session_girl_images',
    actions: ['session-girl-image.approve', 'session-girl-image.reject'],
  },
  decisionKind: 'explicit-image',
});
