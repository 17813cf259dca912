'use client';

import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, useFormDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { CONFIRMATION_MESSAGES, experienceDateProblem, experienceDayBounds } from '../confirmation-schema';

interface Confirmed {
  experienceDate: string;
  expiresAt: string | null;
}

/**
 * "I had this experience too": the day it happened, then the entry's new expiry (docs/decisions/041).
 * `initiallyOpen`: mounted by its first click (the card draws the closed trigger itself).
 */
export function ConfirmExperienceDialog({
  timewasterId,
  name,
  onConfirmed,
  initiallyOpen = false,
}: {
  timewasterId: number;
  name: string;
  onConfirmed: (confirmed: Confirmed) => void;
  initiallyOpen?: boolean;
}) {
  const [date, setDate] = useState('');
  const { open, setOpen, error, setError, busy, send } = useFormDialog(ERROR_MESSAGES.unknown, initiallyOpen);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = experienceDateProblem(date);
    if (problem) {
      setError(problem);
      return;
    }
    await send(async () => {
      const answer = await apiJson<{ data: { attributes: Confirmed } }>(
        `/api/v1/timewasters/${timewasterId}/confirmations`,
        { method: 'POST', body: { data: { type: 'timewasterConfirmations', attributes: { experienceDate: date } } } },
      );
      onConfirmed(answer.data.attributes);
      toast.success(CONFIRMATION_MESSAGES.confirmed);
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary">
          {CONFIRMATION_MESSAGES.button}
        </Button>
      }
      title={CONFIRMATION_MESSAGES.button}
      description={
        <>
          Confirm that {name} did this to you too. The entry then stays in the search for longer; other girls see how
          many confirmed it, never who.
        </>
      }
      onSubmit={submit}
      submitLabel="Confirm"
      busy={busy}
    >
      <FormField label={CONFIRMATION_MESSAGES.dateLabel} error={error} required>
        <ExperienceDateInput value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}

/** The day's bounds are two zoned-time formats: read when the dialog shows the field, not for every closed card. */
function ExperienceDateInput(props: ComponentProps<typeof Input>) {
  const bounds = experienceDayBounds();
  return <Input type="date" min={bounds.earliest} max={bounds.latest} {...props} />;
}
