import 'server-only';
import { listCommentsCached } from '../queries';
import type { CommentThread } from '../schema';
import { commentsEnabled } from '../service';
import { CommentsWidget } from './comments-widget';

export interface CommentsSectionProps {
  thread: CommentThread;
  /** The girl's (scammer, girl profile) or the guy's id; null for the home page. */
  subjectId: number | null;
  /** The page's path, for the sign-in link's return. */
  returnTo: string;
}

/**
 * Cached per thread and the same for everyone: form and Delete are decided in the browser from
 * GET /session (the server checks again). Render it only for a public subject.
 */
export async function CommentsSection({ thread, subjectId, returnTo }: CommentsSectionProps) {
  if (!commentsEnabled(thread)) return null;
  const comments = await listCommentsCached(thread, subjectId);
  return <CommentsWidget thread={thread} subjectId={subjectId} comments={comments} returnTo={returnTo} />;
}
