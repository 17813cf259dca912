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
  | 'email'
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
    email: t.email,
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
    emails: t.emails.map(({ id, email }) => ({ id, email })),
  };
}
