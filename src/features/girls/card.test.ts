import { describe, it, expect } from 'vitest';
import { publicPictureUrl, toGirlCard, type GirlCardRow } from './card';

const row: GirlCardRow = {
  id: 4,
  stageName: 'Ivy Lock',
  city: 'Dallas',
  state: 'TX',
  country: 'United States',
  profilePicSecureUrl: '/media/girls/abc.webp',
  profilePicApproved: true,
};

describe('toGirlCard', () => {
  it('shows an approved picture', () => {
    expect(toGirlCard(row)?.pictureUrl).toBe('/media/girls/abc.webp');
  });

  it('hides a pending or rejected picture', () => {
    expect(toGirlCard({ ...row, profilePicApproved: null })?.pictureUrl).toBeNull();
    expect(toGirlCard({ ...row, profilePicApproved: false })?.pictureUrl).toBeNull();
  });

  it('keeps only public fields', () => {
    expect(Object.keys(toGirlCard(row) ?? {}).sort()).toEqual([
      'city',
      'country',
      'id',
      'pictureUrl',
      'stageName',
      'state',
    ]);
  });

  it('drops a girl without a stage name (no public URL)', () => {
    expect(toGirlCard({ ...row, stageName: null })).toBeNull();
  });
});

describe('publicPictureUrl', () => {
  it('allows same-origin paths and https URLs only', () => {
    expect(publicPictureUrl('/media/a.png')).toBe('/media/a.png');
    expect(publicPictureUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(publicPictureUrl('//cdn.example/a.png')).toBeNull();
    expect(publicPictureUrl('javascript:alert(1)')).toBeNull();
    expect(publicPictureUrl('http://cdn.example/a.png')).toBeNull();
    expect(publicPictureUrl(null)).toBeNull();
  });
});
