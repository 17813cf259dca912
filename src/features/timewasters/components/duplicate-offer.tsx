'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import { THUMB_TYPES, type ThumbType } from '@/lib/enums/thumb-types';
import { DUPLICATE_MESSAGES, EXPERIENCE_VOTES, type TimewasterMatchDto } from '../duplicate-schema';
import { TIMEWASTER_LIMITS, TIMEWASTER_MESSAGES } from '../schema';

/** Where she sees the entry: the search by the contact it shares with her report. */
export const entryHref = (contact: string) => `/girl/timewasters?${new URLSearchParams({ q: contact })}`;

/**
 * "Add your experience to this entry" (docs/decisions/044): the entries her new report's phone or
 * e-mail is already on, each with a link and the action that adds her comment and vote to it
 * through the comment and vote endpoints, instead of a second entry.
 */
export function DuplicateOffer({
  matches,
  contact,
  description,
  anonymous,
  onNewEntry,
}: {
  matches: TimewasterMatchDto[];
  /** The phone or e-mail of her report the entries share. */
  contact: string;
  /** Her report's description, the start of her comment. */
  description: string;
  anonymous: boolean;
  onNewEntry: () => void;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<number | null>(matches.length === 1 ? matches[0]!.id : null);
  const [comment, setComment] = useState(description);
  const [thumbType, setThumbType] = useState<ThumbType>(THUMB_TYPES.DOWN);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function addExperience(timewasterId: number) {
    if (!comment.trim()) return setError(TIMEWASTER_MESSAGES.commentRequired);
    setBusy(true);
    try {
      await apiJson('/api/v1/timewaster-comments', {
        method: 'POST',
        body: { data: { type: 'timewasterComments', attributes: { timewasterId, comment, anonymous } } },
      });
      await apiJson('/api/v1/thumbs', {
        method: 'POST',
        body: { data: { type: 'thumbs', attributes: { timewasterId, thumbType } } },
      });
      toast.success(DUPLICATE_MESSAGES.added);
      router.push(entryHref(contact));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : TIMEWASTER_MESSAGES.photoUpdate);
      setBusy(false);
    }
  }

  return (
    <Alert severity="warning" title={DUPLICATE_MESSAGES.offerTitle} aria-live="polite">
      <div className="flex flex-col gap-3">
        <p>{DUPLICATE_MESSAGES.offerText}</p>
        <ul className="flex flex-col gap-2" aria-label="Matching entries">
          {matches.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2">
              <Link href={entryHref(contact)} className="font-medium underline underline-offset-2">
                {m.name}, {m.city}, {m.country}
              </Link>
              <Button type="button" size="sm" variant="secondary" onClick={() => setChosen(m.id)}>
                {DUPLICATE_MESSAGES.add}
              </Button>
            </li>
          ))}
        </ul>
        {chosen !== null ? (
          <div className="flex flex-col gap-3" role="group" aria-label={DUPLICATE_MESSAGES.add}>
            <FormField label={DUPLICATE_MESSAGES.comment} error={error} required>
              <Textarea
                rows={3}
                maxLength={TIMEWASTER_LIMITS.timewasterComment}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </FormField>
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 text-sm font-medium">{DUPLICATE_MESSAGES.vote}</legend>
              {EXPERIENCE_VOTES.map((vote) => (
                <label key={vote.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="experience-vote"
                    checked={thumbType === vote.value}
                    onChange={() => setThumbType(vote.value)}
                  />
                  {vote.label}
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="button" disabled={busy} onClick={() => addExperience(chosen)}>
                {busy ? 'Saving...' : DUPLICATE_MESSAGES.send}
              </Button>
            </div>
          </div>
        ) : null}
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={onNewEntry}>
            {DUPLICATE_MESSAGES.newEntry}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
