import 'server-only';
import { girlPhotos, posts, type GirlPhoto, type Post } from '@/server/db/schema';
import { photoUrls } from './photo-files';
import { postMediaUrl } from './post-files';

// What anyone who may see a girl's photos and posts gets of them: typed column sets (a renamed
// column fails the typecheck) and the DTOs the services return.

// Photos (spec §3 Girl photo). The storage key is read only to tell a private (pending) file from
// a public one; the DTO carries URLs, never keys.

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

/** A photo as the gallery and the API show it (userId is the girl's id, the spec's name). */
export interface PhotoDto {
  id: number;
  userId: number;
  /** 'image' or 'video' (JSON:API reserves `type` for the resource type; posts call it fileType too). */
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

// Posts (spec §3 Post).

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
