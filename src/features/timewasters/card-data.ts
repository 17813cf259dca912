import { distinctEmails } from '@/lib/contact-normalize';
import type { TimewasterDto } from './types';

/** What a card shows whatever the report holds. */
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

/** What a card shows only when the report has it: absent rather than null (see `toCardData`). */
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
  /** Absent: no photos. */
  photoUrls?: TimewasterDto['photoUrls'];
  /** Absent: not expired. */
  expired?: true;
};

/**
 * A page's twenty cards put their props in its RSC payload, once for each card: what a report does not
 * have (null, no photos, not expired) is left out rather than sent as an empty value (decision 055,
 * session 23). The card reads an absent key as the empty value.
 */
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
