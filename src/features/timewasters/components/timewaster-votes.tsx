'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiFetch, apiJson, failureMessage } from '@/lib/api-client';
import { thumbTypeToVote, voteToThumbType } from '@/lib/enums/thumb-types';

export interface VoteState {
  thumbsUp: number;
  thumbsDown: number;
  vote: boolean | null;
  voteId: number | null;
}

/** Spec §4 Timewaster vote: create, switch, nothing on the active side, removal lowers the count. */
export function TimewasterVotes({
  timewasterId,
  initial,
  canVote,
}: {
  timewasterId: number;
  initial: VoteState;
  canVote: boolean;
}) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function vote(up: boolean) {
    if (busy || state.vote === up) return; // the active vote: nothing happens
    setBusy(true);
    try {
      const thumbType = voteToThumbType(up);
      const body = {
        data: {
          type: 'thumbs',
          ...(state.voteId ? { id: String(state.voteId) } : {}),
          attributes: state.voteId ? { thumbType } : { timewasterId, thumbType },
        },
      };
      const answer = await apiJson<{ data: { id: string; attributes: { thumbType: 1 | 2 } } }>(
        state.voteId ? `/api/v1/thumbs/${state.voteId}` : '/api/v1/thumbs',
        { method: state.voteId ? 'PATCH' : 'POST', body },
      );
      const next = thumbTypeToVote(answer.data.attributes.thumbType);
      setState((s) => ({
        voteId: Number(answer.data.id),
        vote: next,
        thumbsUp: s.thumbsUp + (next ? 1 : 0) - (s.vote === true ? 1 : 0),
        thumbsDown: s.thumbsDown + (next === false ? 1 : 0) - (s.vote === false ? 1 : 0),
      }));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (busy || !state.voteId) return;
    setBusy(true);
    try {
      await apiFetch(`/api/v1/thumbs/${state.voteId}`, { method: 'DELETE' });
      setState((s) => ({
        voteId: null,
        vote: null,
        thumbsUp: s.thumbsUp - (s.vote === true ? 1 : 0),
        thumbsDown: s.thumbsDown - (s.vote === false ? 1 : 0),
      }));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="tw-card-votes" role="group" aria-label="Votes">
      <Button
        size="sm"
        variant={state.vote === true ? 'primary' : 'secondary'}
        aria-pressed={state.vote === true}
        disabled={!canVote || busy}
        onClick={() => vote(true)}
      >
        {/* The name is what the button shows ("Thumbs up 6"), so speech input can say it. */}
        <span aria-hidden="true" className="icon-thumbs-up size-4 shrink-0" />{' '}
        <span className="sr-only">Thumbs up</span> <span data-testid="thumbs-up-count">{state.thumbsUp}</span>
      </Button>
      <Button
        size="sm"
        variant={state.vote === false ? 'danger' : 'secondary'}
        aria-pressed={state.vote === false}
        disabled={!canVote || busy}
        onClick={() => vote(false)}
      >
        <span aria-hidden="true" className="icon-thumbs-down size-4 shrink-0" />{' '}
        <span className="sr-only">Thumbs down</span> <span data-testid="thumbs-down-count">{state.thumbsDown}</span>
      </Button>
      {state.voteId ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={remove}>
          Remove vote
        </Button>
      ) : null}
    </div>
  );
}
