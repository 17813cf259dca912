import type { PictureData } from '@/lib/media';
import type { PublicProfileView } from '../profile-queries';
import { profileHref } from '../profile-href';

// The profile's Gallery tab. On the cached public page its photos are not in the document: each
// carries a dozen content-hashed file names (≈3.8 KB of the page's 19 KB gzipped), which pushed the
// document past TCP's first window for a tab that opens hidden (decision 038, session 23). The tab
// fetches them from galleryPath when the visitor shows intent; her own profile page still passes them.

/** What a gallery tile needs: the file to open, and the picture to show or the video's poster. */
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

/** The tab a profile opens on; the other one is hidden until chosen. */
export function opensOnPosts(postsEnabled: boolean, posts: readonly unknown[]): boolean {
  return postsEnabled && posts.length > 0;
}

/** The photos themselves when the gallery opens first or no public feed exists, else where to fetch them. */
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
