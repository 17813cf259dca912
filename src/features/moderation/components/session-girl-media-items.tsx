'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PendingSessionGirlImage, PendingSessionGirlPicture } from '../queue-items';
import { MODERATION_TOASTS } from '../schema';
import type { BulkSelection, Decide } from './decide';
import { SelectForBulk } from './bulk-bar';
import { DecisionButtons } from './decision-buttons';
import type { DecisionReason } from './reason-fields';

// The queue's items for session girls' pictures: her profile picture (section 1) and the images
// that wait for the explicit check.

/**
 * Spec "Sessiongirls profile picture approvals": Approve; Reject opens a picker of her gallery
 * with Cancel, and picking one approves it as her new picture.
 */
export function SessionGirlPictureItem({
  girl,
  decide,
  selected,
  onSelect,
}: { girl: PendingSessionGirlPicture; decide: Decide } & BulkSelection) {
  const [picking, setPicking] = useState<DecisionReason | null>(null);
  const url = `/api/v1/admin/session-girls/${girl.id}/picture`;
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={`Picture of ${girl.username}`} className="flex flex-col gap-3">
        <div className="flex items-center gap-4">
          <SelectForBulk
            label={`Select the picture of ${girl.username} (${girl.id})`}
            selected={selected}
            onSelect={onSelect}
          />
          {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture */}
          <img src={girl.pictureUrl} alt={`${girl.username}’s picture`} className="size-24 rounded-md object-cover" />
          <div className="flex min-w-0 flex-col gap-2">
            <span className="font-medium user-text">
              {girl.username} {girl.name ? `(${girl.name})` : null}
            </span>
            {picking ? null : (
              <DecisionButtons
                kind="profile-picture"
                onApprove={() => decide(url, { approved: true }, MODERATION_TOASTS.approved)}
                onReject={setPicking}
              />
            )}
          </div>
        </div>
        {picking ? (
          <div role="group" aria-label="Pick a new picture from her gallery" className="flex flex-col gap-2">
            {girl.gallery.length ? (
              <>
                <p className="text-muted-foreground">Pick a picture from her gallery to approve in its place.</p>
                <ul className="flex flex-wrap gap-2">
                  {girl.gallery.map((image, index) => (
                    <li key={image.id}>
                      <button
                        type="button"
                        aria-label={`Use gallery picture ${index + 1}`}
                        className="rounded-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
                        onClick={() =>
                          decide(
                            url,
                            { approved: false, imageId: image.id, ...picking },
                            MODERATION_TOASTS.approvedWithSelected,
                          )
                        }
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture */}
                        <img src={image.url} alt="" className="size-20 rounded-md object-cover hover:opacity-80" />
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-muted-foreground">No gallery pictures found.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="ghost" onClick={() => setPicking(null)}>
                Cancel
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => decide(url, { approved: false, ...picking }, MODERATION_TOASTS.pictureRemoved)}
              >
                Reject without a new picture
              </Button>
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** Spec "Explicit images": jen_approved null → true or false, with the image's marks shown. */
export function SessionGirlImageItem({
  image,
  decide,
  selected,
  onSelect,
}: { image: PendingSessionGirlImage; decide: Decide } & BulkSelection) {
  const url = `/api/v1/admin/session-girl-images/${image.id}/decision`;
  const marks = [image.explicit ? 'explicit' : null, image.explicitNudity ? 'explicit nudity' : null].filter(Boolean);
  return (
    <li className="flex items-center gap-4 rounded-card border border-border p-3 text-sm">
      <SelectForBulk
        label={`Select the image of ${image.sessionGirl.username} (${image.id})`}
        selected={selected}
        onSelect={onSelect}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture */}
      <img src={image.url} alt={`Image of ${image.sessionGirl.username}`} className="size-32 rounded-md object-cover" />
      <div className="flex min-w-0 flex-col gap-2">
        <span className="font-medium user-text">{image.sessionGirl.username}</span>
        <span className="text-muted-foreground">Marked: {marks.length ? marks.join(', ') : 'not explicit'}</span>
        <DecisionButtons
          kind="explicit-image"
          onApprove={() => decide(url, { approved: true }, MODERATION_TOASTS.approved)}
          onReject={(reason) => decide(url, { approved: false, ...reason }, MODERATION_TOASTS.rejected)}
        />
      </div>
    </li>
  );
}
