import 'server-only';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { sessionGirlImages, sessionGirls } from '@/server/db/schema';
import { jsonRowsOf } from '@/server/db/json-rows';
import { defineKind } from './define';
import type { PersonHistory } from '../queue-items';
import { toPersonHistory } from '../person-history';
import { sessionGirlFields, sessionGirlFilterable, type SessionGirlRow } from './session-girls';

/** Spec "Sessiongirls profile picture approvals": her pending picture and the gallery to pick a new one from. */
export interface PendingSessionGirlPicture {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  username: string;
  name: string | null;
  pictureUrl: string;
  gallery: { id: number; url: string }[];
  history: PersonHistory;
}

type SessionGirlPictureRow = SessionGirlRow & { gallery: { id: number; url: string }[] };

export const sessionGirlPicturesKind = defineKind<PendingSessionGirlPicture[]>({
  table: sessionGirls,
  id: sessionGirls.id,
  waiting: and(isNull(sessionGirls.profilePicApproved), isNotNull(sessionGirls.cloudinarySecureUrl)),
  from: sql`${sessionGirls}`,
  fields: {
    ...sessionGirlFields,
    // Her gallery, to pick a replacement from: any image a moderator has not refused.
    gallery: jsonRowsOf(
      { id: sessionGirlImages.id, url: sessionGirlImages.cloudinarySecureUrl },
      sql`${sessionGirlImages}`,
      and(
        eq(sessionGirlImages.sessionGirlId, sessionGirls.id),
        eq(sessionGirlImages.imageType, 'gallery'),
        ne(sessionGirlImages.jenApproved, false),
      ),
      sql`${sessionGirlImages.id}`,
    ),
  },
  orderBy: sql`${sessionGirls.id} asc`,
  read: (rows: SessionGirlPictureRow[]) =>
    rows.map(({ legacyGirlId: _legacy, history, ...r }) => ({
      ...r,
      pictureUrl: r.pictureUrl ?? '',
      history: toPersonHistory(history, 'sessionGirl'),
    })),
  filterable: sessionGirlFilterable,
  decided: {
    version: sessionGirls.version,
    subjectTable: 'session_girls',
    actions: ['session-girl.picture-approve', 'session-girl.picture-replace', 'session-girl.picture-reject'],
  },
  decisionKind: 'profile-picture',
});
