'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare, Trash2, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/components/session/session-context';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch, apiJson } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import {
  COMMENT_MAX,
  COMMENT_MESSAGES,
  CommentFormSchema,
  type CommentFormInput,
  type CommentFormValues,
  type CommentThread,
  type CommentView,
} from '../schema';

export interface CommentsWidgetProps {
  thread: CommentThread;
  subjectId: number | null;
  comments: CommentView[];
  /** Where the sign-in link returns to. */
  returnTo: string;
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong! Please try again.';
}

/**
 * Our comments widget: the list (newest first), the form for signed-in users, Delete for
 * moderators. Who is looking comes from GET /session (the page is cached): until it answers, a
 * blank line stands where the sign-in link or the form will be.
 */
export function CommentsWidget({ thread, subjectId, comments, returnTo }: CommentsWidgetProps) {
  const router = useRouter();
  const session = useSession();
  const viewer = session.status === 'loading' ? 'loading' : session.status === 'signed-in' ? 'post' : 'sign-in';
  const canDelete = session.status === 'signed-in' && session.session.is_moderator;
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormInput, unknown, CommentFormValues>({
    resolver: zodResolver(CommentFormSchema),
    defaultValues: { comment: '' },
  });

  async function onSubmit(values: CommentFormValues) {
    try {
      await apiJson('/api/v1/comments', {
        method: 'POST',
        body: { data: { type: 'comments', attributes: { thread, subjectId, comment: values.comment } } },
      });
      toast.success(COMMENT_MESSAGES.added);
      reset({ comment: '' });
      router.refresh();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['comment'])) toast.error(errorText(error));
    }
  }

  async function remove(id: number): Promise<boolean> {
    try {
      await apiFetch(`/api/v1/comments/${id}`, { method: 'DELETE' });
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
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
          <FormField label="Leave a comment" error={errors.comment?.message}>
            <Textarea rows={7} maxLength={COMMENT_MAX} {...register('comment')} />
          </FormField>
          <div>
            <Button type="submit" loading={isSubmitting} loadingText="Posting...">
              Post comment
            </Button>
          </div>
        </form>
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
                  <img src={comment.author.avatarUrl} alt="" className="absolute inset-0 size-full object-cover" />
                ) : (
                  <UserRound aria-hidden="true" className="size-5" />
                )}
              </span>
              <article className="flex min-w-0 flex-1 flex-col gap-1">
                <header className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium">{comment.author?.username ?? COMMENT_MESSAGES.unknownUser}</span>
                  <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(comment.createdAt)}
                  </time>
                </header>
                <p className="text-sm break-words whitespace-pre-line">{comment.comment}</p>
                {canDelete ? (
                  <div>
                    <ConfirmDialog
                      title="Delete comment"
                      description="The comment is removed for everyone. The audit log keeps it."
                      confirmLabel="Delete"
                      pendingLabel="Deleting..."
                      variant="danger"
                      onConfirm={() => remove(comment.id)}
                      trigger={
                        <Button type="button" size="sm" variant="ghost" aria-label="Delete comment">
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete
                        </Button>
                      }
                    />
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
