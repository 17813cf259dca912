import 'server-only';
import { girlPhotos, posts, type GirlPhoto, type Post } from '@/server/db/schema';
import { photoUrls } from './photo-files';
import { postMediaUrl } from './post-files';

// Photos (spec §3). The key is read only to tell private from public; the DTO carries URLs.

export const photoColumns = {
  id: girlPhotos.id,
  girlId: girlPhotos.girlId,
  type: girlPhotos.type,
  storageKey: girlPhotos.storageKey,
  secureUrl: girlPhotos.secureUrl,
  variants: girlPhotos.variants,
  approved: girlPhotos.approved,
  isProfilePic: girlPhotos.isProfilePic,
  width: girlPhotos.width,
  height: girlPhotos.height,
  createdAt: girlPhotos.createdAt,
};
export type PhotoRow = Pick<GirlPhoto, keyof typeof photoColumns>;

export interface PhotoDto {
  id: number;
  userId: number;
  /** JSON:API reserves `type`. */
  fileType: 'image' | 'video';
  secureUrl: string;
  thumbUrl: string;
  approved: boolean;
  isProfilePic: boolean;
  width: number | null;
  height: number | null;
  createdAt: string;
}

export function toPhotoDto(row: PhotoRow): PhotoDto {
  return {
    id: row.id,
    userId: row.girlId,
    fileType: row.type,
    ...photoUrls(row),
    approved: row.approved,
    isProfilePic: row.isProfilePic,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

export const postColumns = {
  id: posts.id,
  girlId: posts.girlId,
  comment: posts.comment,
  storageKey: posts.storageKey,
  secureUrl: posts.secureUrl,
  fileType: posts.fileType,
  createdAt: posts.createdAt,
};
export type PostRow = Pick<Post, keyof typeof postColumns>;

export interface PostDto {
  id: number;
  comment: string | null;
  secureUrl: string | null;
  fileType: 'image' | 'video' | null;
  date: string;
  userId: number;
}

export function toPostDto(row: PostRow): PostDto {
  return {
    id: row.id,
    comment: row.comment,
    secureUrl: postMediaUrl(row),
    fileType: row.fileType,
    date: row.createdAt.toISOString(),
    userId: row.girlId,
  };
}
