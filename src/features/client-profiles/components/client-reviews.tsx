'use client';

import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { SubmitRow, TextPostField, useTextPostForm } from '@/components/form/text-post';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { CLIENT_SAFETY_LIMITS, CLIENT_SAFETY_MESSAGES, GuyReviewSchema, THUMB_DOWN, THUMB_UP } from '../schema';
import type { ClientReview } from '../types';
import { Author } from './author';
import { useReloadAfterPost, type ClientSectionProps } from './client-section';

const FormSchema = GuyReviewSchema.omit({ guyId: true });

/** Spec "Guy reviews": the list, and for a vetted girl 'Add Reference' opening the form. */
export function ClientReviews({
  guyId,
  reviews,
  canReview,
  onChanged,
}: ClientSectionProps & { reviews: ClientReview[]; canReview: boolean }) {
  const reload = useReloadAfterPost(onChanged);
  const [open, setOpen] = useState(false);
  const { register, control, submit, reset, errors, isSubmitting } = useTextPostForm({
    schema: FormSchema,
    defaultValues: { comment: '', thumb: undefined },
    fields: ['comment', 'thumb'],
    send: (values) => apiJson('/api/v1/guy-reviews', { method: 'POST', body: { guyId, ...values } }),
    posted: () => {
      toast.success(CLIENT_SAFETY_MESSAGES.reviewPosted);
      reset();
      setOpen(false);
      reload();
    },
    alwaysToast: true,
  });

  return (
    <SectionCard
      id="client-reviews"
      title="Reviews"
      action={
        canReview && !open ? (
          <Button size="sm" onClick={() => setOpen(true)}>
            Add Reference
          </Button>
        ) : null
      }
    >
      {open ? (
        <form noValidate onSubmit={submit} aria-label="Add reference" className="mb-6 flex flex-col gap-4">
          <h3 className="font-semibold">Add reference</h3>
          <Controller
            control={control}
            name="thumb"
            render={({ field, fieldState }) => (
              <div role="radiogroup" aria-label="Thumbs up or down" className="flex flex-col gap-1">
                <div className="flex gap-2">
                  {[
                    { value: THUMB_UP, label: 'Thumbs up', Icon: ThumbsUp },
                    { value: THUMB_DOWN, label: 'Thumbs down', Icon: ThumbsDown },
                  ].map(({ value, label, Icon }) => (
                    <button
                      key={value}
                      type="button"
                      role="radio"
                      aria-checked={field.value === value}
                      aria-label={label}
                      onClick={() => field.onChange(value)}
                      className={cx(
                        'flex size-11 items-center justify-center rounded-lg border border-input',
                        field.value === value && (value === THUMB_UP ? 'bg-success-soft' : 'bg-danger-soft'),
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </button>
                  ))}
                </div>
                {fieldState.error ? <p className="text-sm text-danger-strong">{fieldState.error.message}</p> : null}
              </div>
            )}
          />
          <TextPostField
            label="Review"
            error={errors.comment?.message}
            required
            rows={4}
            maxLength={CLIENT_SAFETY_LIMITS.review}
            registration={register('comment')}
          />
          <SubmitRow
            label="Post"
            loading={isSubmitting}
            onCancel={() => {
              reset();
              setOpen(false);
            }}
          />
        </form>
      ) : null}
      {reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-1.5">
              <div className="flex items-center gap-2">
                <Author
                  stageName={review.girlStageName}
                  username={review.girlUsername}
                  picture={review.girlPicture}
                  createdAt={review.createdAt}
                />
                {review.vote ? (
                  <ThumbsUp aria-label="Thumbs up" className="size-4 text-success-strong" />
                ) : (
                  <ThumbsDown aria-label="Thumbs down" className="size-4 text-danger-strong" />
                )}
              </div>
              <p className="text-sm whitespace-pre-line user-text">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
