import type { PendingSessionGirlImage } from '../kinds/session-girl-images';
import type { PendingSessionGirlPicture } from '../kinds/session-girl-pictures';
import { APPROVED, REJECTED } from './decide';
import { HistoryLine } from './history-line';
import { QueueDecision, SelectForBulk } from './queue-controls';
import { PictureDecision } from './session-girl-controls';

// The queue's items for session girls' pictures: her profile picture (section 1) and the images
// that wait for the explicit check.

/** Spec "Sessiongirls profile picture approvals": her new picture, with the gallery to pick from on Reject. */
export function SessionGirlPictureItem({ girl }: { girl: PendingSessionGirlPicture }) {
  return (
    <li className="rounded-card border border-border p-3 text-sm">
      <article aria-label={`Picture of ${girl.username}`} className="flex items-center gap-4">
        <SelectForBulk label={`Select the picture of ${girl.username} (${girl.id})`} />
        {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture */}
        <img src={girl.pictureUrl} alt={`${girl.username}’s picture`} className="size-24 rounded-md object-cover" />
        <div className="flex min-w-0 flex-col gap-2">
          <span className="font-medium user-text">
            {girl.username} {girl.name ? `(${girl.name})` : null}
          </span>
          <HistoryLine history={girl.history} />
          <PictureDecision girlId={girl.id} gallery={girl.gallery} />
        </div>
      </article>
    </li>
  );
}

/** Spec "Explicit images": jen_approved null → true or false, with the image's marks shown. */
export function SessionGirlImageItem({ image }: { image: PendingSessionGirlImage }) {
  const marks = [image.explicit ? 'explicit' : null, image.explicitNudity ? 'explicit nudity' : null].filter(Boolean);
  return (
    <li className="flex items-center gap-4 rounded-card border border-border p-3 text-sm">
      <SelectForBulk label={`Select the image of ${image.sessionGirl.username} (${image.id})`} />
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored picture */}
      <img src={image.url} alt={`Image of ${image.sessionGirl.username}`} className="size-32 rounded-md object-cover" />
      <div className="flex min-w-0 flex-col gap-2">
        <span className="font-medium user-text">{image.sessionGirl.username}</span>
        <span className="text-muted-foreground">Marked: {marks.length ? marks.join(', ') : 'not explicit'}</span>
        <HistoryLine history={image.history} />
        <QueueDecision
          kind="explicit-image"
          url={`/api/v1/admin/session-girl-images/${image.id}/decision`}
          approve={APPROVED}
          reject={REJECTED}
        />
      </div>
    </li>
  );
}
