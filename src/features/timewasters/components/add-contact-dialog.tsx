'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, useFormDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import { formatPhoneMask } from '@/lib/contact-normalize';
import { TIMEWASTER_MESSAGES } from '../schema';

type Kind = 'phone' | 'email';
const TEXT = {
  phone: {
    title: 'Add Timewaster Phone',
    label: 'Phone',
    type: 'timewasterPhones',
    path: '/api/v1/timewaster-phones',
    done: TIMEWASTER_MESSAGES.phoneAdded,
  },
  email: {
    title: 'Add Timewaster Email',
    label: 'Email',
    type: 'timewasterEmails',
    path: '/api/v1/timewaster-emails',
    done: TIMEWASTER_MESSAGES.emailAdded,
  },
} as const;

/** The trigger's label, also what a card draws as the closed trigger before the dialog is mounted. */
export function addContactTitle(kind: Kind): string {
  return TEXT[kind].title;
}

/**
 * Spec §4/§5: open, submit, close on success. Empty sends nothing; a phone is sent as digits.
 * `initiallyOpen`: mounted by its first click (the card draws the closed trigger itself).
 */
export function AddContactDialog({
  kind,
  timewasterId,
  onAdded,
  initiallyOpen = false,
}: {
  kind: Kind;
  timewasterId: number;
  onAdded: (value: { id: number; value: string }) => void;
  initiallyOpen?: boolean;
}) {
  const text = TEXT[kind];
  const [value, setValue] = useState('');
  const { open, setOpen, error, busy, send } = useFormDialog('Unable to retrieve data', initiallyOpen);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // The number as typed, its country code included: the server reads it with the one phone rule.
    const sent = value.trim();
    if (!sent) {
      setOpen(false);
      return;
    }
    await send(async () => {
      const attributes = kind === 'phone' ? { timewasterId, phoneNumber: sent } : { timewasterId, email: sent };
      const answer = await apiJson<{
        data: { id: string; type: string; attributes: { phoneNumber?: string; email?: string } };
        meta?: { message?: string };
      }>(text.path, { method: 'POST', body: { data: { type: text.type, attributes } } });
      // On an approved entry the contact waits for a moderator (docs/decisions/050): nothing to show yet.
      if (answer.data.type === 'timewasterChanges') {
        toast.success(answer.meta?.message ?? text.done);
        setValue('');
        return;
      }
      onAdded({
        id: Number(answer.data.id),
        value: answer.data.attributes.phoneNumber ?? answer.data.attributes.email ?? sent,
      });
      toast.success(text.done);
      setValue('');
    });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary">
          {text.title}
        </Button>
      }
      title={text.title}
      description={
        kind === 'phone'
          ? 'Ten digits, e.g. 555-019-9731, or + and the country code.'
          : 'Another address this client used.'
      }
      onSubmit={submit}
      submitLabel="Add"
      busy={busy}
    >
      <FormField label={text.label} error={error}>
        {kind === 'phone' ? (
          <Input
            inputMode="tel"
            autoComplete="off"
            placeholder="555-555-5555"
            value={value}
            onChange={(e) => setValue(formatPhoneMask(e.target.value))}
          />
        ) : (
          <Input
            type="email"
            autoComplete="off"
            maxLength={254}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
