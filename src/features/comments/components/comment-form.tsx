'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import { COMMENT_MAX, COMMENT_MESSAGES } from '../messages';
import { CommentFormSchema, type CommentFormInput, type CommentFormValues, type CommentThread } from '../schema';

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
      onPosted();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['comment']))
        toast.error(error instanceof ApiError ? error.message : 'Something went wrong! Please try again.');
    }
  }

  return (
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
  );
}
