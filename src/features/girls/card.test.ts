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
    expect(toGirlCard({ ...row, profilePicApproved: null })?.picture).toBeNull();
  });

  it('builds the responsive picture from the variants, capped at the card width', () => {
    const file = (name: string, width: number) => ({ key: name, url: `/media/girls/${name}`, width, height: width });
    const card = toGirlCard({
      ...row,
      profilePicVariants: {
        avatar: { ...file('abc.webp', 512), placeholder: 'data:image/webp;base64,UklG' },
        'avif-320': file('a320.avif', 320),
        'avif-512': file('a512.avif', 512),
        'webp-320': file('w320.webp', 320),
        'webp-512': file('w512.webp', 512),
        'jpeg-512': file('j512.jpg', 512),
      },
    });
    expect(card?.picture).toEqual({
      src: '/media/girls/j512.jpg',
      width: 512,
      height: 512,
      avif: '/media/girls/a320.avif 320w, /media/girls/a512.avif 512w',
      webp: '/media/girls/w320.webp 320w, /media/girls/w512.webp 512w',
      placeholder: 'data:image/webp;base64,UklG',
    });
  });

  it('keeps only public fields', () => {
    expect(Object.keys(toGirlCard(row) ?? {}).sort()).toEqual([
      'city',
      'country',
      'id',
      'picture',
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
