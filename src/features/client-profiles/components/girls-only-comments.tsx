'use client';

import { SubmitRow, TextPostField, useTextPostForm } from '@/components/form/text-post';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { CLIENT_SAFETY_LIMITS, CLIENT_SAFETY_MESSAGES, GirlsOnlyCommentSchema } from '../schema';
import type { GirlsOnlyComment } from '../types';
import { Author } from './author';
import { useReloadAfterPost, type ClientSectionProps } from './client-section';

const FormSchema = GirlsOnlyCommentSchema.omit({ guyId: true });

/** Spec "Girl Only Comments": what girls tell each other about a client; vetted girls and moderators only. */
export function GirlsOnlyComments({
  guyId,
  comments,
  canComment,
  onChanged,
}: ClientSectionProps & { comments: GirlsOnlyComment[]; canComment: boolean }) {
  const reload = useReloadAfterPost(onChanged);
  const { register, submit, reset, errors, isSubmitting } = useTextPostForm({
    schema: FormSchema,
    defaultValues: { comment: '' },
    fields: ['comment'],
    send: (values) => apiJson('/api/v1/girls-only-comments', { method: 'POST', body: { guyId, ...values } }),
    posted: () => {
      toast.success(CLIENT_SAFETY_MESSAGES.commentPosted);
      reset();
      reload();
    },
    alwaysToast: true,
  });

  return (
    <SectionCard id="girls-only-comments" title="Girl Only Comments">
      <p className="mb-4 text-sm text-muted-foreground">Only girls Matside has vetted, and moderators, read these.</p>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No girl only comments yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {comments.map((comment) => (
            <li key={comment.id} className="flex flex-col gap-1.5">
              <Author
                stageName={comment.girlStageName}
                username={comment.girlUsername}
                picture={comment.girlPicture}
                createdAt={comment.createdAt}
              />
              <p className="text-sm whitespace-pre-line user-text">{comment.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {canComment ? (
        <form noValidate onSubmit={submit} aria-label="Girl only comment" className="mt-6 flex flex-col gap-3">
          <TextPostField
            label="Girl only comment"
            error={errors.comment?.message}
            required
            rows={3}
            maxLength={CLIENT_SAFETY_LIMITS.comment}
            registration={register('comment')}
          />
          <SubmitRow label="Post comment" loading={isSubmitting} />
        </form>
      ) : null}
    </SectionCard>
  );
}
