'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { CheckInDto } from '../queries';
import type { CheckInPatch } from '../schema';

export const SAFE_MESSAGE = 'Glad you are safe. Your check-in is over.';
export const HELP_MESSAGE = 'Your contacts have been alerted.';
export const EXTEND_MINUTES = 30;

/** A datetime-local value moved by minutes, as the same wall-clock arithmetic the form does. */
function laterWallTime(wall: string, minutes: number): string {
  const moved = new Date(Date.parse(`${wall}:00Z`) + minutes * 60_000);
  return moved.toISOString().slice(0, 16);
}

/** The clock for the countdown: a tick a second, in whole seconds (null while rendered on the server). */
const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

function remaining(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(deadline) - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
}

/** Each button a full-width tap target on a phone. */
export function CheckInActions({ checkIn }: { checkIn: CheckInDto }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const now = useSyncExternalStore(everySecond, currentSecond, () => null);

  function send(patch: CheckInPatch, success: string) {
    startTransition(async () => {
      try {
        await apiJson(`/api/v1/check-ins/${checkIn.id}`, {
          method: 'PATCH',
          body: { data: { type: 'checkIns', attributes: patch } },
        });
        toast.success(success);
        router.refresh();
      } catch (error) {
        toast.error(failureMessage(error));
      }
    });
  }

  const running = checkIn.state === 'running';
  return (
    <div className="flex flex-col gap-4">
      {running ? (
        <p className="text-sm text-muted-foreground">
          Your contacts are alerted at <span className="font-medium text-foreground">{checkIn.deadlineText}</span>{' '}
          unless you press “I’m safe”.{' '}
          <span className="block pt-2 text-3xl font-semibold tabular-nums text-foreground" aria-live="off">
            {now === null ? ' ' : remaining(checkIn.deadlineAt, now)}
          </span>
        </p>
      ) : (
        <p className="text-sm font-medium text-danger-strong" role="status">
          Your contacts have been alerted. Press “I’m safe” to tell them you are safe.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <Button
          size="lg"
          className="h-14 w-full"
          disabled={pending}
          onClick={() => send({ action: 'safe' }, SAFE_MESSAGE)}
        >
          I’m safe
        </Button>
        {running ? (
          <Button
            size="lg"
            variant="secondary"
            className="h-14 w-full"
            disabled={pending}
            onClick={() =>
              send(
                { action: 'extend', endsAt: laterWallTime(checkIn.endsAtWall, EXTEND_MINUTES) },
                `Extended by ${EXTEND_MINUTES} minutes.`,
              )
            }
          >
            Extend {EXTEND_MINUTES} min
          </Button>
        ) : null}
        <Button
          size="lg"
          variant="danger"
          className="h-14 w-full"
          disabled={pending}
          onClick={() => send({ action: 'help' }, HELP_MESSAGE)}
        >
          Help now
        </Button>
      </div>
    </div>
  );
}
