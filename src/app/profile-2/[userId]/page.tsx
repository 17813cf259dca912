import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container } from '@/components/layout/container';
import { PostForm } from '@/features/girls/components/post-form';
import { listOwnPosts } from '@/features/girls/posts-service';
import { signedInPageActor } from '@/features/accounts/page-access';
import { isEnabled } from '@/server/flags';
import { isAppError } from '@/server/http/app-error';
import { parseRecordId } from '@/lib/route-params';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Post', robots: { index: false } };

// /profile-2/{userId}: the girl's post page (userId is her girl record's id). Flag girl-post-on-timeline-or-profile.
export default async function PostPage({ params }: { params: Promise<{ userId: string }> }) {
  if (!isEnabled('girl-post-on-timeline-or-profile')) notFound();
  const { userId } = await params;
  const actor = await signedInPageActor(`/profile-2/${encodeURIComponent(userId)}`);
  const girlId = parseRecordId(userId);
  if (girlId === null) notFound();
  let posts;
  try {
    posts = await listOwnPosts(actor, girlId);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return (
      <Container className="py-10">
        <ForbiddenView />
      </Container>
    );
  }
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Post</h1>
      <PostForm girlId={girlId} initialPosts={posts} />
    </Container>
  );
}
