'use client';

import { Button } from '@/components/ui/button';
import { apiJson } from '@/lib/api-client';
import type { SessionGirlImageDto } from '../session-girls-queries';
import type { SessionGirlImagePatch } from '../schema';
import { ErrorAlert, useAdminMutation } from './admin-action';

/** The queue's actions on one session-girl image: approve, reject, and the two explicit marks. */
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
          <Button
            size="sm"
            variant={image.jenApproved === true ? 'primary' : 'secondary'}
            aria-pressed={image.jenApproved === true}
            onClick={() => patch({ jenApproved: true }, `Image ${image.id} approved.`)}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant={image.jenApproved === false ? 'danger' : 'secondary'}
            aria-pressed={image.jenApproved === false}
            onClick={() => patch({ jenApproved: false }, `Image ${image.id} rejected.`)}
          >
            Reject
          </Button>
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
