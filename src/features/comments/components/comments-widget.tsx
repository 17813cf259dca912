'use client';

import { MessageSquare, UserRound } from 'lucide-react';
import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSession } from '@/components/session/session-context';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toaster';
import { ViewerTime } from '@/components/viewer-time';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { COMMENT_MESSAGES } from '../messages';
import type { CommentThread, CommentView } from '../schema';
import type { DecisionReason } from '@/features/due-process/components/reason-fields';

// The list is on cached public pages; the form (schema, react-hook-form) and the moderators'
// Delete (a dialog) are loaded only for those who get them.
const CommentForm = dynamic(() => import('./comment-form').then((m) => m.CommentForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-56" />,
});
const CommentDelete = dynamic(() => import('./comment-delete').then((m) => m.CommentDelete), { ssr: false });

export interface CommentsWidgetProps {
  thread: CommentThread;
  subjectId: number | null;
  /** With the date already formatted on the server (no date library in the browser). */
  comments: CommentView[];
  /** Where the sign-in link returns to. */
  returnTo: string;
}

function errorText(error: unknown): string {
  return failureMessage(error);
}

/** Until GET /session answers, a blank line holds the form's place. */
export function CommentsWidget({ thread, subjectId, comments, returnTo }: CommentsWidgetProps) {
  const router = useRouter();
  const session = useSession();
  const viewer = session.status === 'loading' ? 'loading' : session.status === 'signed-in' ? 'post' : 'sign-in';
  const canDelete = session.status === 'signed-in' && session.session.is_moderator;
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  async function remove(id: number, reason: DecisionReason): Promise<boolean> {
    try {
      const query = new URLSearchParams({
        reasonCode: reason.reasonCode,
        ...(reason.reason ? { reason: reason.reason } : {}),
      });
      await apiFetch(`/api/v1/comments/${id}?${query}`, { method: 'DELETE' });
      setRemoved((ids) => new Set(ids).add(id));
      toast.success(COMMENT_MESSAGES.deleted);
      router.refresh();
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  }

  const shown = comments.filter((comment) => !removed.has(comment.id));
  return (
    <div className="flex flex-col gap-4">
      {viewer === 'post' ? (
        <CommentForm thread={thread} subjectId={subjectId} onPosted={() => router.refresh()} />
      ) : viewer === 'loading' ? (
        <p aria-hidden="true" className="h-5 text-sm" data-session="loading" />
      ) : (
        <p className="text-sm">
          <Link
            href={`/login?next=${encodeURIComponent(returnTo)}`}
            className="font-medium text-accent-strong underline-offset-2 hover:underline"
          >
            {COMMENT_MESSAGES.signIn}
          </Link>
        </p>
      )}
      {shown.length === 0 ? (
        <EmptyState icon={MessageSquare} title={COMMENT_MESSAGES.empty} />
      ) : (
        <ul aria-label="Comments" className="flex flex-col divide-y divide-border">
          {shown.map((comment) => (
            <li key={comment.id} className="flex gap-3 py-3">
              <span className="relative flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-muted text-muted-foreground">
                {comment.author?.avatarUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- same-origin /media URL; the box fixes the size
                  <img
                    src={comment.author.avatarUrl}
                    alt=""
                    width={36}
                    height={36}
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 size-full object-cover"
                  />
                ) : (
                  <UserRound aria-hidden="true" className="size-5" />
                )}
              </span>
              <article className="flex min-w-0 flex-1 flex-col gap-1">
                <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium">{comment.author?.username ?? COMMENT_MESSAGES.unknownUser}</span>
                  <span className="text-xs text-muted-foreground">
                    <ViewerTime value={comment.createdAt} />
                  </span>
                </header>
                <p className="text-sm user-text whitespace-pre-line">{comment.comment}</p>
                {canDelete ? (
                  <div>
                    <CommentDelete onConfirm={(reason) => remove(comment.id, reason)} />
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
