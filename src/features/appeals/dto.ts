import { reasonSentence } from '@/features/due-process/reason-codes';
import { appealMessages, appeals, decisionNotices, refusedPhotos } from '@/server/db/schema';
import { refusedPhotoFileUrl } from '@/server/storage/photo-files';
import type { AppealKind } from './schema';

// Decision 039: the person never learns which moderator decided or wrote.

export type AppealStatus = 'open' | 'upheld' | 'denied' | 'withdrawn';

/** A message of the thread: who wrote it as the reader sees it, never a moderator's name. */
export interface AppealMessageDto {
  id: number;
  from: 'you' | 'moderator' | 'person';
  body: string;
  at: string;
}

/** A refused photo or profile picture kept for its appeal: its file through the authorised route. */
export interface RefusedPicture {
  url: string;
  type: 'image' | 'video';
}

/** The picture of a refused photo's decision while it is kept (the person's own, or a moderator's read). */
export function refusedPicture(id: number | null, type: string | null): RefusedPicture | null {
  if (id === null) return null;
  return { url: refusedPhotoFileUrl(id), type: type === 'video' ? 'video' : 'image' };
}

export interface AppealDto {
  id: number;
  kind: AppealKind;
  /** What was decided, as the person was told it: "Your profile", "Your account". */
  subject: string;
  /** The decision's reason, as the person was told it. */
  decisionReason: string;
  decidedAt: string;
  status: AppealStatus;
  /** The appeal's outcome reason once decided. */
  outcomeReason: string | null;
  createdAt: string;
  resolvedAt: string | null;
  /** A refused photo's decision: the picture, while it is kept. */
  picture: RefusedPicture | null;
  messages: AppealMessageDto[];
}

/** A moderator's view adds who appeals and whether the reader made the decision appealed. */
export interface ModeratorAppealDto extends AppealDto {
  appellant: string;
  /** The reader made the decision: her or his Uphold and Deny are disabled (the service refuses too). */
  decidedByYou: boolean;
  /** What was decided about, beside the appeal: her profile (picture and text) or his record, with its link. */
  record: AppealRecord | null;
}

export interface AppealRecord {
  name: string;
  href: string;
  pictureUrl: string | null;
  text: string | null;
}

/** A decision the person may still appeal (within the window, not yet appealed). */
export interface AppealableDecision {
  noticeId: number;
  kind: AppealKind;
  subject: string;
  reason: string;
  decidedAt: string;
  appealUntil: string;
  picture: RefusedPicture | null;
}

export const appealColumns = {
  id: appeals.id,
  kind: appeals.kind,
  status: appeals.status,
  reasonCode: appeals.reasonCode,
  reasonText: appeals.reasonText,
  createdAt: appeals.createdAt,
  resolvedAt: appeals.resolvedAt,
  subject: decisionNotices.subject,
  noticeReasonCode: decisionNotices.reasonCode,
  noticeReasonText: decisionNotices.reasonText,
  decidedAt: decisionNotices.createdAt,
  /** Joined on the notice (`refused_photos.notice_id`): a refused photo's decision. */
  refusedPhotoId: refusedPhotos.id,
  refusedPhotoType: refusedPhotos.type,
};

export const appealMessageColumns = {
  id: appealMessages.id,
  appealId: appealMessages.appealId,
  authorUserId: appealMessages.authorUserId,
  fromModerator: appealMessages.fromModerator,
  body: appealMessages.body,
  createdAt: appealMessages.createdAt,
};

interface AppealRow {
  id: number;
  kind: string;
  status: string;
  reasonCode: string | null;
  reasonText: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  subject: string;
  noticeReasonCode: string | null;
  noticeReasonText: string | null;
  decidedAt: Date;
  refusedPhotoId: number | null;
  refusedPhotoType: string | null;
}

interface MessageRow {
  id: number;
  appealId: number;
  authorUserId: string | null;
  fromModerator: boolean;
  body: string;
  createdAt: Date;
}

/** A message as `readerUserId` reads it: the reader's own are "you"; a moderator is never named. */
export function toMessageDto(row: MessageRow, readerUserId: string): AppealMessageDto {
  const from = row.authorUserId === readerUserId ? 'you' : row.fromModerator ? 'moderator' : 'person';
  return { id: row.id, from, body: row.body, at: row.createdAt.toISOString() };
}

export function toAppealDto(row: AppealRow, messages: AppealMessageDto[]): AppealDto {
  return {
    id: row.id,
    kind: row.kind as AppealKind,
    subject: row.subject,
    decisionReason: reasonSentence(row.noticeReasonCode, row.noticeReasonText),
    decidedAt: row.decidedAt.toISOString(),
    status: row.status as AppealStatus,
    outcomeReason: row.status === 'open' ? null : reasonSentence(row.reasonCode, row.reasonText),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    picture: refusedPicture(row.refusedPhotoId, row.refusedPhotoType),
    messages,
  };
}
