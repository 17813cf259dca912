'use client';

import { Button } from '@/components/ui/button';
import { DecisionButtons } from '@/features/moderation/components/decision-buttons';
import { apiJson } from '@/lib/api-client';
import type { SessionGirlImageDto } from '../session-girls-queries';
import type { SessionGirlImagePatch } from '../schema';
import { ErrorAlert, useAdminMutation } from './admin-action';

/** The queue's actions on one session-girl image: approve, reject (with a reason code), and the two explicit marks. */
export function SessionGirlImageCard({ image }: { image: SessionGirlImageDto }) {
  const mutation = useAdminMutation();
  const patch = (body: SessionGirlImagePatch, success: string) =>
    void mutation.run(
      () => apiJson(`/api/v1/admin/session-girl-images/${image.id}`, { method: 'PATCH', body }),
      success,
    );
  const state = image.jenApproved === null ? 'Pending' : image.jenApproved ? 'Approved' : 'Rejected';
  return (
    <figure className="flex flex-col gap-2 rounded-card border border-border bg-surface p-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- scraped pictures of any host */}
      <img
        src={image.url}
        alt={`Image ${image.id}`}
        loading="lazy"
        className="aspect-square w-full rounded object-cover"
      />
      <figcaption className="flex flex-col gap-2 text-xs">
        <span>
          #{image.id} · {image.imageType} · <strong>{state}</strong>
          {image.explicit ? ' · explicit' : ''}
          {image.explicitNudity ? ' · nudity' : ''}
        </span>
        <div className="flex flex-wrap gap-1">
          {/* The queue's buttons: Reject asks for the reason code (decision 037); a decision
              remounts them (key) so the panel closes once the page shows the new state. */}
          <DecisionButtons
            key={String(image.jenApproved)}
            kind="explicit-image"
            onApprove={() => patch({ jenApproved: true }, `Image ${image.id} approved.`)}
            onReject={(reason) => patch({ jenApproved: false, ...reason }, `Image ${image.id} rejected.`)}
          />
          <Button
            size="sm"
            variant={image.explicit ? 'primary' : 'secondary'}
            aria-pressed={image.explicit}
            onClick={() => patch({ explicit: !image.explicit }, `Image ${image.id}: explicit ${!image.explicit}.`)}
          >
            Explicit
          </Button>
          <Button
            size="sm"
            variant={image.explicitNudity ? 'primary' : 'secondary'}
            aria-pressed={image.explicitNudity}
            onClick={() =>
              patch(
                { explicitNudity: !image.explicitNudity },
                `Image ${image.id}: explicit nudity ${!image.explicitNudity}.`,
              )
            }
          >
            Nudity
          </Button>
        </div>
        <ErrorAlert error={mutation.error} />
      </figcaption>
    </figure>
  );
}

export function SessionGirlImageGrid({ images }: { images: SessionGirlImageDto[] }) {
  if (!images.length) return <p className="text-sm text-muted-foreground">No images.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((image) => (
        <li key={image.id}>
          <SessionGirlImageCard image={image} />
        </li>
      ))}
    </ul>
  );
}
