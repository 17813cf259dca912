'use client';

import { ImageIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { ViewerTime } from '@/components/viewer-time';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Unhydrated } from '@/components/ui/unhydrated';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { PublicProfileView } from '../profile-queries';
import { opensOnPosts, type GalleryPhoto, type GallerySource } from './gallery';

/** Spec §9's 1–4 columns. */
const GALLERY_SIZES = '(min-width: 1200px) 240px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 100vw';

type GalleryState =
  | { photos: GalleryPhoto[] }
  | { loading: true }
  /** The request failed: the spec's message for it, and the panel offers to try again. */
  | { failed: string };

/** The gallery's photos: given, or fetched once from `href` (the first intent or the tab's first showing). */
function useGalleryPhotos(source: GallerySource): { state: GalleryState; load: () => void } {
  const [fetched, setFetched] = useState<GalleryState>({ loading: true });
  const pending = useRef(false);
  const href = 'href' in source ? source.href : null;
  const load = useCallback(() => {
    if (href === null || pending.current) return;
    pending.current = true;
    setFetched({ loading: true });
    apiJson<{ photos: GalleryPhoto[] }>(href)
      .then((body) => setFetched({ photos: body.photos }))
      .catch((error: unknown) => {
        pending.current = false; // the next intent, or the panel's button, asks again
        setFetched({ failed: failureMessage(error) });
      });
  }, [href]);
  return { state: 'photos' in source ? { photos: source.photos } : fetched, load };
}

/** Spec §2/§4 Posts/Gallery toggle. */
export function ProfileMedia({
  stageName,
  gallery,
  posts,
  postsEnabled,
}: Pick<PublicProfileView, 'stageName' | 'posts'> & { gallery: GallerySource; postsEnabled: boolean }) {
  const { state, load } = useGalleryPhotos(gallery);
  return (
    <Tabs defaultValue={opensOnPosts(postsEnabled, posts) ? 'POST' : 'GALLERY'} className="flex flex-col gap-4">
      <TabsList aria-label="Posts or gallery" className="self-start">
        {postsEnabled ? <TabsTrigger value="POST">Posts</TabsTrigger> : null}
        <TabsTrigger value="GALLERY" onPointerEnter={load} onTouchStart={load} onFocus={load}>
          Gallery
        </TabsTrigger>
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
      <TabsContent value="GALLERY" aria-busy={'loading' in state}>
        {'loading' in state ? (
          <GalleryLoader load={load} />
        ) : 'failed' in state ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-strong">
            {state.failed}
            <Button variant="secondary" size="sm" onClick={load}>
              Try again
            </Button>
          </div>
        ) : state.photos.length === 0 ? (
          <EmptyState icon={ImageIcon} title="No pictures yet." />
        ) : (
          <Unhydrated
            aria-label="Gallery"
            className="grid grid-cols-1 gap-2 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3 min-[1200px]:grid-cols-4"
          >
            {state.photos.map((photo) => (
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
                      picture={photo.picture}
                      alt={`${stageName} photo`}
                      sizes={GALLERY_SIZES}
                      className="absolute inset-0 size-full object-cover"
                    />
                  </a>
                )}
              </li>
            ))}
          </Unhydrated>
        )}
      </TabsContent>
    </Tabs>
  );
}

/** Shown while the photos are on their way; mounted, it asks for them (the tab was opened without an intent first). */
function GalleryLoader({ load }: { load: () => void }) {
  useEffect(load, [load]);
  return <p className="text-sm text-muted-foreground">Loading...</p>;
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
