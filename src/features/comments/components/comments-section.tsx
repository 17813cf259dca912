import 'server-only';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { listComments } from '../queries';
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
 * The comments of one thread, read per request (a deleted comment disappears at once), with the
 * form for signed-in users and Delete for moderators. Renders nothing while the thread's flag is
 * off. Callers must only render it for a public subject; posting checks that again.
 */
export async function CommentsSection({ thread, subjectId, returnTo }: CommentsSectionProps) {
  if (!commentsEnabled(thread)) return null;
  const [actor, comments] = await Promise.all([getActor(), listComments(thread, subjectId)]);
  return (
    <CommentsWidget
      thread={thread}
      subjectId={subjectId}
      comments={comments}
      viewer={can(actor, 'comment:write') ? 'post' : 'sign-in'}
      canDelete={can(actor, 'comment:delete:any')}
      returnTo={returnTo}
    />
  );
}
