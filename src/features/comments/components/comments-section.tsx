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
 * The comments of one thread, cached per thread (posting or deleting one drops the thread's tag,
 * so the change shows at once) and the same for everyone: the form for signed-in users and Delete
 * for moderators are decided in the browser from GET /session (the server checks again). Renders
 * nothing while the thread's flag is off. Callers must only render it for a public subject;
 * posting checks that again.
 */
export async function CommentsSection({ thread, subjectId, returnTo }: CommentsSectionProps) {
  if (!commentsEnabled(thread)) return null;
  const comments = await listCommentsCached(thread, subjectId);
  return <CommentsWidget thread={thread} subjectId={subjectId} comments={comments} returnTo={returnTo} />;
}
