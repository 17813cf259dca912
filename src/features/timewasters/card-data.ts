import { distinctEmails } from '@/lib/contact-normalize';
import type { TimewasterDto } from './types';

type AlwaysShown = Pick<
  TimewasterDto,
  | 'id'
  | 'name'
  | 'clientType'
  | 'city'
  | 'country'
  | 'comment'
  | 'approved'
  | 'username'
  | 'createdAt'
  | 'thumbsUp'
  | 'thumbsDown'
  | 'commentCount'
  | 'confirmationCount'
>;

type ShownWhenPresent = Pick<
  TimewasterDto,
  | 'publicUsername'
  | 'state'
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'skype'
  | 'vote'
  | 'voteId'
  | 'expiresAt'
  | 'myExperienceDate'
>;

/** What the card shows of a report: only this crosses to the browser as the card's props. */
export type TimewasterCardData = AlwaysShown & { [K in keyof ShownWhenPresent]?: NonNullable<ShownWhenPresent[K]> } & {
  phones: { id: number; phoneNumber: string }[];
  /** The report's own address first (id 0), then the ones added to it, each address once (spec §2). */
  emails: { id: number; email: string }[];
  photoUrls?: TimewasterDto['photoUrls'];
  expired?: true;
};

// The props are in the RSC payload twenty times a page: what a report lacks (null, no photos, not
// expired) is left out, not sent empty (decision 055, session 23); the card reads absent as empty.
export function toCardData(t: TimewasterDto): TimewasterCardData {
  const data: TimewasterCardData = {
    id: t.id,
    name: t.name,
    clientType: t.clientType,
    city: t.city,
    country: t.country,
    comment: t.comment,
    approved: t.approved,
    username: t.username,
    createdAt: t.createdAt,
    thumbsUp: t.thumbsUp,
    thumbsDown: t.thumbsDown,
    commentCount: t.commentCount,
    confirmationCount: t.confirmationCount,
    phones: t.phones.map(({ id, phoneNumber }) => ({ id, phoneNumber })),
    emails: distinctEmails(
      [...(t.email ? [{ id: 0, email: t.email }] : []), ...t.emails.map(({ id, email }) => ({ id, email }))],
      (e) => e.email,
    ),
  };
  if (t.publicUsername !== null) data.publicUsername = t.publicUsername;
  if (t.state !== null) data.state = t.state;
  if (t.facebook !== null) data.facebook = t.facebook;
  if (t.instagram !== null) data.instagram = t.instagram;
  if (t.twitter !== null) data.twitter = t.twitter;
  if (t.skype !== null) data.skype = t.skype;
  if (t.vote !== null) data.vote = t.vote;
  if (t.voteId !== null) data.voteId = t.voteId;
  if (t.expiresAt !== null) data.expiresAt = t.expiresAt;
  if (t.myExperienceDate !== null) data.myExperienceDate = t.myExperienceDate;
  if (t.photoUrls.length) data.photoUrls = t.photoUrls;
  if (t.expired) data.expired = true;
  return data;
}
