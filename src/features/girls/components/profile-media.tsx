'use client';

import { ImageIcon } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { ViewerTime } from '@/components/viewer-time';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PublicProfileView } from '../profile-queries';

/** Spec §9's 1–4 columns. */
const GALLERY_SIZES = '(min-width: 1200px) 240px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 100vw';

/** Spec §2/§4 Posts/Gallery toggle. */
export function ProfileMedia({
  stageName,
  photos,
  posts,
  postsEnabled,
}: Pick<PublicProfileView, 'stageName' | 'photos' | 'posts'> & { postsEnabled: boolean }) {
  return (
    <Tabs defaultValue={postsEnabled && posts.length > 0 ? 'POST' : 'GALLERY'} className="flex flex-col gap-4">
      <TabsList aria-label="Posts or gallery" className="self-start">
        {postsEnabled ? <TabsTrigger value="POST">Posts</TabsTrigger> : null}
        <TabsTrigger value="GALLERY">Gallery</TabsTrigger>
      </TabsList>
      {postsEnabled ? (
        <TabsContent value="POST">
          {posts.length === 0 ? (
            <EmptyState title="No posts yet." />
          ) : (
            <ol className="flex flex-col gap-4" aria-label="Posts">
              {posts.map((post) => (
                <li key={post.id} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
                  <span className="text-sm text-muted-foreground">
                    <ViewerTime value={post.date} />
                  </span>
                  {post.comment ? <p className="whitespace-pre-line user-text">{post.comment}</p> : null}
                  {post.url && post.fileType === 'video' ? (
                    <ProfileVideo
                      src={post.url}
                      posterUrl={post.posterUrl}
                      className="max-h-[32rem] w-full rounded-md bg-black"
                    />
                  ) : post.picture ? (
                    <ResponsiveImage
                      picture={post.picture}
                      alt={`Photo posted by ${stageName}`}
                      sizes="(min-width: 1024px) 720px, 100vw"
                      className="h-auto max-h-[32rem] w-full rounded-md object-contain bg-surface-muted"
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </TabsContent>
      ) : null}
      <TabsContent value="GALLERY">
        {photos.length === 0 ? (
          <EmptyState icon={ImageIcon} title="No pictures yet." />
        ) : (
          <ul
            aria-label="Gallery"
            className="grid grid-cols-1 gap-2 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3 min-[1200px]:grid-cols-4"
          >
            {photos.map((photo) => (
              <li key={photo.id} className="relative aspect-square overflow-hidden rounded-md bg-surface-muted">
                {photo.type === 'video' ? (
                  <ProfileVideo
                    src={photo.url}
                    posterUrl={photo.posterUrl}
                    className="absolute inset-0 size-full object-cover"
                  />
                ) : (
                  <a href={photo.url} target="_blank" rel="noopener">
                    <ResponsiveImage
                      picture={photo.picture ?? { src: photo.thumbUrl, width: 400, height: 400 }}
                      alt={`${stageName} photo`}
                      sizes={GALLERY_SIZES}
                      className="absolute inset-0 size-full object-cover"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}

/** With a poster nothing loads before play. */
function ProfileVideo({ src, posterUrl, className }: { src: string; posterUrl: string | null; className: string }) {
  return (
    <video
      src={src}
      poster={posterUrl ?? undefined}
      controls
      playsInline
      preload={posterUrl ? 'none' : 'metadata'}
      className={className}
    />
  );
}
