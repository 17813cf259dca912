import { describe, expect, it } from 'vitest';
import { toCardData } from './card-data';
import type { TimewasterDto } from './types';

const dto: TimewasterDto = {
  id: 7,
  name: 'Dangelo J.',
  clientType: 'timewaster',
  publicUsername: null,
  city: 'Hartford',
  state: 'CT',
  country: 'United States',
  comment: 'Never showed up.',
  email: 'd@proton.me',
  phoneNumber: '18880041578',
  facebook: 'dangeloj',
  instagram: null,
  twitter: null,
  skype: null,
  anonymous: false,
  approved: true,
  username: 'demo_girl',
  isOwn: true,
  createdAt: '2025-02-17T16:00:00.000Z',
  updatedAt: '2025-02-18T16:00:00.000Z',
  phones: [{ id: 1, phoneNumber: '18880041578', createdAt: '2025-02-17T16:00:00.000Z' }],
  emails: [{ id: 2, email: 'd@proton.me', createdAt: '2025-02-17T16:00:00.000Z' }],
  photoUrls: [{ id: 3, url: '/p/3.jpg', thumbUrl: '/p/3-thumb.jpg' }],
  thumbsUp: 3,
  thumbsDown: 6,
  vote: false,
  voteId: 978,
  voteType: 1,
  commentCount: 1,
  lastConfirmedAt: '2025-02-17T16:00:00.000Z',
  expiresAt: '2027-02-17T16:00:00.000Z',
  expired: false,
  confirmationCount: 2,
  myExperienceDate: null,
};

describe('toCardData', () => {
  it('sends the card only what it shows (its props are in every list page’s RSC payload)', () => {
    const data = toCardData(dto);
    for (const unused of ['phoneNumber', 'anonymous', 'isOwn', 'updatedAt', 'voteType', 'lastConfirmedAt']) {
      expect(data).not.toHaveProperty(unused);
    }
    expect(data.phones).toEqual([{ id: 1, phoneNumber: '18880041578' }]);
    expect(data.emails).toEqual([{ id: 2, email: 'd@proton.me' }]);
    expect(data).toMatchObject({ id: 7, name: 'Dangelo J.', photoUrls: dto.photoUrls, confirmationCount: 2 });
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(dto).length * 0.8);
  });
});
