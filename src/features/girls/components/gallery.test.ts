import { describe, expect, it } from 'vitest';
import type { PublicProfileView } from '../profile-queries';
import { galleryPath, galleryPhotos, gallerySource, opensOnPosts } from './gallery';

const picture = { src: '/media/a.jpg', width: 800, height: 1000, avif: '/media/a.avif 320w', placeholder: 'data:x' };
const photos: PublicProfileView['photos'] = [
  {
    id: 1,
    type: 'image',
    url: '/media/a.webp',
    thumbUrl: '/media/a-t.webp',
    width: 800,
    height: 1000,
    picture,
    posterUrl: null,
  },
  {
    id: 2,
    type: 'image',
    url: '/media/b.webp',
    thumbUrl: '/media/b-t.webp',
    width: null,
    height: null,
    picture: null,
    posterUrl: null,
  },
  {
    id: 3,
    type: 'video',
    url: '/media/c.mp4',
    thumbUrl: '/media/c-t.webp',
    width: 640,
    height: 360,
    picture: null,
    posterUrl: '/media/c.webp',
  },
];

describe('the profile gallery', () => {
  it('sends a tile only what it shows: the picture (or the square thumbnail) of an image, the poster of a video', () => {
    expect(galleryPhotos(photos)).toEqual([
      { id: 1, type: 'image', url: '/media/a.webp', picture },
      { id: 2, type: 'image', url: '/media/b.webp', picture: { src: '/media/b-t.webp', width: 400, height: 400 } },
      { id: 3, type: 'video', url: '/media/c.mp4', posterUrl: '/media/c.webp' },
    ]);
  });

  it('leaves the photos out of the page only when the gallery opens hidden and has a feed', () => {
    const posts = [{ id: 1 }];
    expect(opensOnPosts(true, posts)).toBe(true);
    expect(opensOnPosts(true, [])).toBe(false);
    expect(opensOnPosts(false, posts)).toBe(false);
    const href = galleryPath('Gina Slam');
    expect(href).toBe('/profile/Gina%20Slam/gallery.json');
    expect(gallerySource(photos, true, href)).toEqual({ href });
    expect(gallerySource(photos, false, href)).toEqual({ photos: galleryPhotos(photos) });
    expect(gallerySource(photos, true, null)).toEqual({ photos: galleryPhotos(photos) });
  });
});
