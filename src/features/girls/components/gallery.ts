import type { PictureData } from '@/lib/media';
import type { PublicProfileView } from '../profile-queries';
import { profileHref } from '../profile-href';

// A hidden Gallery tab fetches its photos on intent: their hashed file names pushed the cached
// document past TCP's first window (decision 038, session 23).

export type GalleryPhoto =
  | { id: number; type: 'image'; url: string; picture: PictureData }
  | { id: number; type: 'video'; url: string; posterUrl: string | null };

export type GallerySource = { photos: GalleryPhoto[] } | { href: string };

export function galleryPhotos(photos: PublicProfileView['photos']): GalleryPhoto[] {
  return photos.map(({ id, type, url, picture, thumbUrl, posterUrl }) =>
    type === 'video'
      ? { id, type, url, posterUrl }
      : // An image without responsive renditions shows its square thumbnail.
        { id, type, url, picture: picture ?? { src: thumbUrl, width: 400, height: 400 } },
  );
}

export function opensOnPosts(postsEnabled: boolean, posts: readonly unknown[]): boolean {
  return postsEnabled && posts.length > 0;
}

export function gallerySource(
  photos: PublicProfileView['photos'],
  opensOnPostsTab: boolean,
  href: string | null,
): GallerySource {
  return opensOnPostsTab && href ? { href } : { photos: galleryPhotos(photos) };
}

export function galleryPath(stageName: string): string {
  return `${profileHref(stageName)}/gallery.json`;
}
