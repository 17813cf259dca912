'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SubmitRow, TextPostField, useTextPostForm } from '@/components/form/text-post';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { useViewerTimeZone } from '@/components/viewer-time';
import { formatZonedDate } from '@/lib/zoned-time';
import {
  GIRL_REVIEW_LIMITS,
  GIRL_REVIEW_MESSAGES,
  GirlReviewSchema,
  replacesReviewMessage,
  type ReviewEligibility,
} from '../schema';

/** The cached profile is the same for all: the island asks whether this viewer may review. */
export function GirlReviewForm({ girlId }: { girlId: number }) {
  const router = useRouter();
  const zone = useViewerTimeZone();
  const [eligibility, setEligibility] = useState<ReviewEligibility | null>(null);
  const [open, setOpen] = useState(false);
  const { register, submit, reset, errors, isSubmitting } = useTextPostForm({
    schema: GirlReviewSchema,
    defaultValues: { content: '' },
    fields: ['content'],
    send: (values) =>
      apiJson(`/api/v1/girl/${girlId}/reviews`, {
        method: 'POST',
        body: { data: { type: 'reviews', attributes: values } },
      }),
    posted: () => {
      toast.success(GIRL_REVIEW_MESSAGES.posted);
      reset();
      setOpen(false);
      router.refresh();
    },
  });

  useEffect(() => {
    let live = true;
    apiJson<{ data: { attributes: ReviewEligibility } }>(`/api/v1/girl/${girlId}/reviews/eligibility`)
      .then(({ data }) => {
        if (live) setEligibility(data.attributes);
      })
      // No answer (flag off, network): no form, as for a visitor.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [girlId]);

  if (!eligibility) return null;
  if (!eligibility.canReview) {
    return eligibility.reason ? <p className="text-sm text-muted-foreground">{eligibility.reason}</p> : null;
  }
  if (!open) {
    return (
      <div>
        <Button
          size="sm"
          onClick={() => {
            // His earlier review, to rewrite rather than start again.
            if (eligibility.ownReview) reset({ content: eligibility.ownReview.content });
            setOpen(true);
          }}
        >
          Write a review
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Write a review" className="flex flex-col gap-4">
      {eligibility.ownReview ? (
        <p className="text-sm text-muted-foreground">
          {replacesReviewMessage(formatZonedDate(eligibility.ownReview.publishedAt, zone))}
        </p>
      ) : null}
      <TextPostField
        label="Your review"
        error={errors.content?.message}
        required
        rows={5}
        maxLength={GIRL_REVIEW_LIMITS.content}
        registration={register('content')}
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
  );
}
