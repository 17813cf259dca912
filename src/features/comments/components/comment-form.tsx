'use client';

import { SubmitRow, TextPostField, useTextPostForm } from '@/components/form/text-post';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { COMMENT_MAX, COMMENT_MESSAGES } from '../messages';
import { CommentFormSchema, type CommentThread } from '../schema';

/** The comment form of the widget, loaded on demand for signed-in users (it carries the schema). */
export function CommentForm({
  thread,
  subjectId,
  onPosted,
}: {
  thread: CommentThread;
  subjectId: number | null;
  onPosted: () => void;
}) {
  const { register, submit, reset, errors, isSubmitting } = useTextPostForm({
    schema: CommentFormSchema,
    defaultValues: { comment: '' },
    fields: ['comment'],
    send: (values) =>
      apiJson('/api/v1/comments', {
        method: 'POST',
        body: { data: { type: 'comments', attributes: { thread, subjectId, comment: values.comment } } },
      }),
    posted: () => {
      toast.success(COMMENT_MESSAGES.added);
      reset({ comment: '' });
      onPosted();
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextPostField
        label="Leave a comment"
        error={errors.comment?.message}
        rows={7}
        maxLength={COMMENT_MAX}
        registration={register('comment')}
      />
      <SubmitRow label="Post comment" loading={isSubmitting} />
    </form>
  );
}
