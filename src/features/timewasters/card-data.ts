import { distinctEmails } from '@/lib/contact-normalize';
import type { TimewasterDto } from './types';

/** What the card shows of a report: only this crosses to the browser as the card's props. */
export interface TimewasterCardData extends Pick<
  TimewasterDto,
  | 'id'
  | 'name'
  | 'clientType'
  | 'publicUsername'
  | 'city'
  | 'state'
  | 'country'
  | 'comment'
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'skype'
  | 'approved'
  | 'username'
  | 'createdAt'
  | 'photoUrls'
  | 'thumbsUp'
  | 'thumbsDown'
  | 'vote'
  | 'voteId'
  | 'commentCount'
  | 'expiresAt'
  | 'expired'
  | 'confirmationCount'
  | 'myExperienceDate'
> {
  phones: { id: number; phoneNumber: string }[];
  /** The report's own address first (id 0), then the ones added to it, each address once (spec §2). */
  emails: { id: number; email: string }[];
}

export function toCardData(t: TimewasterDto): TimewasterCardData {
  return {
    id: t.id,
    name: t.name,
    clientType: t.clientType,
    publicUsername: t.publicUsername,
    city: t.city,
    state: t.state,
    country: t.country,
    comment: t.comment,
    facebook: t.facebook,
    instagram: t.instagram,
    twitter: t.twitter,
    skype: t.skype,
    approved: t.approved,
    username: t.username,
    createdAt: t.createdAt,
    photoUrls: t.photoUrls,
    thumbsUp: t.thumbsUp,
    thumbsDown: t.thumbsDown,
    vote: t.vote,
    voteId: t.voteId,
    commentCount: t.commentCount,
    expiresAt: t.expiresAt,
    expired: t.expired,
    confirmationCount: t.confirmationCount,
    myExperienceDate: t.myExperienceDate,
    phones: t.phones.map(({ id, phoneNumber }) => ({ id, phoneNumber })),
    emails: distinctEmails(
      [...(t.email ? [{ id: 0, email: t.email }] : []), ...t.emails.map(({ id, email }) => ({ id, email }))],
      (e) => e.email,
    ),
  };
}
