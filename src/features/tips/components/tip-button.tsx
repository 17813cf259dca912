'use client';

import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useFlag } from '@/components/flags-provider';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { ProfileActionProps } from '@/features/profile-actions/props';
import { TIP_MAX_USD, TIP_NOT_IMPLEMENTED, TipSchema } from '../schema';

/** Spec §6 "Tip button": submitting shows the spec's error, as no payment provider exists yet. */
export function TipButton({ stageName, viewerKind }: ProfileActionProps) {
  const enabled = useFlag('payment-provider-cryptocurrency');
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, reset, errors } = useSchemaForm(TipSchema, { amount: '' });

  if (!enabled || viewerKind === 'visitor') return null;

  function onSubmit() {
    toast.error(TIP_NOT_IMPLEMENTED);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button type="button" variant="secondary">
          <HandCoins aria-hidden="true" className="size-4" />
          Tip
        </Button>
      }
      title={`Tip ${stageName}`}
      description="Send a tip in US dollars."
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Send Tip"
      cancelVariant="secondary"
      onCancel={() => setOpen(false)}
    >
      <FormField label="Amount (USD)" error={errors.amount?.message} required>
        <Input
          type="number"
          inputMode="decimal"
          min="1"
          max={TIP_MAX_USD}
          step="0.01"
          autoComplete="off"
          {...register('amount')}
        />
      </FormField>
    </FormDialog>
  );
}
