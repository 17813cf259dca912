import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { photoUrls } from '@/features/girls/photo-files';
import { girlPhotos, girls } from '@/server/db/schema';
import { girlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { isoTime } from '@/server/db/json-rows';
import { accountNotDeleted, defineKind } from './define';
import { girlWords, photoFile, type PhotoFile } from './girls';

export interface PendingPhoto {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  url: string;
  type: string;
  girl: { id: number; stageName: string | null };
  createdAt: string;
  history: PersonHistory;
}

type PhotoRow = PhotoFile & {
  version: number;
  type: string;
  girlId: number;
  stageName: string | null;
  createdAt: string;
  history: HistoryRow;
};

/** New photos of girls: a pending girl's photos are decided with her profile, so only an approved girl's are shown. */
export const photosKind = defineKind<PendingPhoto[]>({
  table: girlPhotos,
  id: girlPhotos.id,
  waiting: eq(girlPhotos.approved, false),
  shown: accountNotDeleted(girls.userId),
  // Each waiting photo's approved girl by her key (a lateral limit 1 the planner keeps): the count reads
  // the waiting photos and their girls, not every approved girl (decision 049, session 14). Her approval
  // is inside the lateral, so the count reads only girls_approved_user_idx, never her row (decision 057).
  from: sql`${girlPhotos} cross join lateral (select * from ${girls} where ${girls.id} = ${girlPhotos.girlId} and ${girls.profileApproved} = true limit 1) as ${girls}`,
  fields: {
    ...photoFile,
    version: girlPhotos.version,
    type: girlPhotos.type,
    girlId: girls.id,
    stageName: girls.stageName,
    createdAt: isoTime(girlPhotos.createdAt),
    history: girlHistory(),
  },
  orderBy: sql`${girlPhotos.id} asc`,
  read: (rows: PhotoRow[]) =>
    rows.map((p) => ({
      id: p.id,
      version: p.version,
      url: photoUrls(p).secureUrl,
      type: p.type,
      girl: { id: p.girlId, stageName: p.stageName },
      createdAt: p.createdAt,
      history: toPersonHistory(p.history, 'girl'),
    })),
  filterable: { created: girlPhotos.createdAt, words: girlWords },
  decided: {
    version: girlPhotos.version,
    subjectTable: 'girl_photos',
    actions: ['girl-photo.approve', 'girl-photo.reject'],
    girl: girlPhotos.girlId,
  },
  decisionKind: 'photo',
});
