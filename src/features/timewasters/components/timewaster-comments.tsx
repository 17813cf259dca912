'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { AuthorAvatar } from '@/components/media/author-avatar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { TIMEWASTER_LIMITS, TIMEWASTER_MESSAGES } from '../schema';
import type { TimewasterCommentDto } from '../types';
import { ViewerTime } from '@/components/viewer-time';
import { useSchemaForm } from '@/components/form/use-schema-form';

const CommentFormSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, TIMEWASTER_MESSAGES.commentRequired)
    .max(TIMEWASTER_LIMITS.timewasterComment, TIMEWASTER_MESSAGES.tooLong(TIMEWASTER_LIMITS.timewasterComment)),
  anonymous: z.boolean(),
});
type CommentForm = z.infer<typeof CommentFormSchema>;

type Comment = Omit<TimewasterCommentDto, 'id'> & { id: string };

async function fetchComments(timewasterId: number): Promise<Comment[]> {
  const answer = await apiJson<{ data: { id: string; attributes: Omit<Comment, 'id'> }[] }>(
    `/api/v1/timewaster-comments?filter[timewasterId]=${timewasterId}`,
  );
  return answer.data.map((d) => ({ ...d.attributes, id: d.id }));
}

/** Existing comments (avatar and name, 'Anonymous' when hidden) and the Leave comment form. */
export function TimewasterComments({ timewasterId }: { timewasterId: number }) {
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const anonymousId = useId();
  const { register, control, handleSubmit, reset, errors, isSubmitting } = useSchemaForm(CommentFormSchema, {
    comment: '',
    anonymous: false,
  });

  const load = useCallback(
    () =>
      fetchComments(timewasterId).then(
        (list) => {
          setComments(list);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [timewasterId],
  );

  useEffect(() => {
    let live = true;
    fetchComments(timewasterId).then(
      (list) => live && setComments(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [timewasterId]);

  async function onSubmit(values: CommentForm) {
    try {
      await apiJson('/api/v1/timewaster-comments', {
        method: 'POST',
        body: { data: { type: 'timewasterComments', attributes: { timewasterId, ...values } } },
      });
      toast.success(TIMEWASTER_MESSAGES.commentAdded);
      reset();
      await load();
    } catch (error) {
      toast.error(failureMessage(error));
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-label="Comments">
      {failed ? <p className="text-sm text-danger-strong">Unable to retrieve data</p> : null}
      {comments === null && !failed ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
      {comments?.length ? (
        <ul className="flex flex-col gap-3">
          {comments.map((c) => (
            <li key={c.id} className="flex gap-3">
              <AuthorAvatar picture={c.thumbnailUrl} />
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {c.publicUsername}
                  <span className="ml-2 text-xs font-normal text-muted-foreground">
                    <ViewerTime value={c.createdAt} />
                  </span>
                </p>
                <p className="text-sm user-text whitespace-pre-line">{c.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-2">
        <FormField label="Leave comment" error={errors.comment?.message}>
          <Textarea rows={3} maxLength={TIMEWASTER_LIMITS.timewasterComment} {...register('comment')} />
        </FormField>
        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <div className="flex items-center gap-2 text-sm">
              <Checkbox id={anonymousId} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              <label htmlFor={anonymousId}>Post anonymously</label>
            </div>
          )}
        />
        <div>
          <Button type="submit" size="sm" disabled={isSubmitting}>
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
