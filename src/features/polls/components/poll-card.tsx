'use client';

import { Check } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { cx } from '@/lib/class-names';
import { POLL_MESSAGES, percentOf, type PollResults } from '../results';

export interface PollCardProps {
  poll: PollResults;
  /** 'vote': a guy or a girl; 'sign-in': a visitor; 'results': anyone else (a moderator only). */
  mode: 'vote' | 'sign-in' | 'results';
}

export function PollCard({ poll: initial, mode }: PollCardProps) {
  const [poll, setPoll] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const showResults = mode !== 'vote' || poll.myVote !== null;

  async function vote(option: string) {
    if (busy || option === poll.myVote) return;
    setBusy(option);
    try {
      const document = await apiJson<{ data: { attributes: PollResults } }>('/api/v1/poll-votes', {
        method: 'POST',
        body: { data: { type: 'pollVotes', attributes: { poll: poll.key, vote: option } } },
      });
      setPoll(document.data.attributes);
      toast.success(POLL_MESSAGES.voted);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          {poll.question}
        </CardTitle>
        <CardDescription>
          {poll.total === 1 ? '1 vote' : `${poll.total} votes`}
          {mode === 'vote' && poll.myVote ? ' · Choose another answer to change your vote.' : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {showResults ? (
          <ul aria-label="Poll results" className="flex flex-col gap-2">
            {poll.options.map((option) => {
              const percent = percentOf(option.votes, poll.total);
              const mine = option.label === poll.myVote;
              const body = (
                <>
                  <span className="relative z-10 flex items-center justify-between gap-3 text-sm">
                    <span className="flex items-center gap-1.5 font-medium">
                      {mine ? <Check aria-label="Your vote" className="size-4 text-accent-strong" /> : null}
                      {option.label}
                    </span>
                    <span className="tabular-nums text-muted-foreground">
                      {percent}% ({option.votes})
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cx('absolute inset-y-0 left-0 rounded-md', mine ? 'bg-accent/25' : 'bg-surface-muted')}
                    style={{ width: `${percent}%` }}
                  />
                </>
              );
              return (
                <li key={option.label}>
                  {mode === 'vote' ? (
                    <button
                      type="button"
                      aria-pressed={mine}
                      disabled={busy !== null}
                      onClick={() => vote(option.label)}
                      className={cx(
                        'relative w-full overflow-hidden rounded-md border px-3 py-2 text-left transition-colors hover:border-accent disabled:opacity-70',
                        mine ? 'border-accent' : 'border-border',
                      )}
                    >
                      {body}
                    </button>
                  ) : (
                    <div className="relative overflow-hidden rounded-md border border-border px-3 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <ul aria-label="Answers" className="flex flex-col gap-2">
            {poll.options.map((option) => (
              <li key={option.label}>
                <Button
                  type="button"
                  variant="secondary"
                  className="w-full justify-start"
                  loading={busy === option.label}
                  disabled={busy !== null}
                  onClick={() => vote(option.label)}
                >
                  {option.label}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {mode === 'sign-in' ? (
          <p className="text-sm">
            <Link href="/login?next=/" className="font-medium text-accent-strong underline-offset-2 hover:underline">
              {POLL_MESSAGES.signIn}
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
