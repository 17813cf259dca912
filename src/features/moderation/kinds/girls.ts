import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { photoUrls } from '@/features/girls/photo-files';
import { girlPhotos, girls, type ImageVariants } from '@/server/db/schema';
import { girlHistory, toPersonHistory, type HistoryRow } from '../person-history';
import type { PersonHistory } from '../queue-items';
import { isoTime, jsonRowsOf } from '@/server/db/json-rows';
import { accountNotDeleted, defineKind } from './define';

/** A girl who signed up and waits for her profile's approval (spec "{product} girls profile approvals"). */
export interface PendingGirl {
  id: number;
  /** The row's version: a decision sends it back (docs/decisions/040). */
  version: number;
  stageName: string | null;
  name: string | null;
  username: string | null;
  email: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  headline: string | null;
  about: string | null;
  descriptionVerification: string | null;
  pictureUrl: string | null;
  /** Her verification picture (moderators only, through an authorised route), or null. */
  verificationPictureUrl: string | null;
  photos: { id: number; url: string }[];
  createdAt: string;
  history: PersonHistory;
}

export interface PhotoFile {
  id: number;
  storageKey: string;
  secureUrl: string;
  variants: ImageVariants | null;
}

export const photoFile = {
  id: girlPhotos.id,
  storageKey: girlPhotos.storageKey,
  secureUrl: girlPhotos.secureUrl,
  variants: girlPhotos.variants,
};

/** A girl's words as a person: her names, her e-mail, her place. */
export const girlWords = [
  girls.stageName,
  girls.name,
  girls.username,
  girls.email,
  girls.city,
  girls.state,
  girls.country,
];

type PendingGirlRow = Omit<PendingGirl, 'photos' | 'history' | 'verificationPictureUrl'> & {
  hasVerificationPicture: boolean;
  photos: PhotoFile[];
  history: HistoryRow;
};

/** Pending girls with their sign-up photos (decided with her profile) and verification picture. */
export const girlsKind = defineKind<PendingGirl[]>({
  table: girls,
  id: girls.id,
  waiting: and(
    eq(girls.matsideGirl, true),
    eq(girls.isScammer, false),
    isNull(girls.profileApproved),
    accountNotDeleted(girls.userId),
  ),
  from: sql`${girls}`,
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
    photos: jsonRowsOf(photoFile, sql`${girlPhotos}`, eq(girlPhotos.girlId, girls.id), sql`${girlPhotos.id}`),
    history: girlHistory(),
  },
  orderBy: sql`${girls.createdAt} asc, ${girls.id} asc`,
  read: (rows: PendingGirlRow[]) =>
    rows.map(({ hasVerificationPicture, photos, history, ...g }) => ({
      ...g,
      verificationPictureUrl: hasVerificationPicture ? `/api/v1/girls/${g.id}/verification-picture` : null,
      photos: photos.map((p) => ({ id: p.id, url: photoUrls(p).thumbUrl })),
      history: toPersonHistory(history, 'girl'),
    })),
  filterable: {
    created: girls.createdAt,
    words: [...girlWords, girls.headline, girls.about, girls.descriptionVerification],
  },
  decided: { version: girls.version, subjectTable: 'girls', actions: ['girl.approve', 'girl.reject'], girl: girls.id },
  decisionKind: 'girl',
});
