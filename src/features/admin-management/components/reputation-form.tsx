'use client';

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { PhotoField } from '@/components/photo-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { apiJson } from '@/lib/api-client';
import type { ManagedReputationRow } from '../reputation-queries';
import { ReputationItemSchema, type ReputationItemValues } from '../schema';
import { ErrorAlert, useAdminMutation } from './admin-action';

const FIELDS = ['url', 'girlHandle', 'guyHandle', 'description', 'image64'] as const;

/** Add (no `item`) or edit a reputation item in a dialog: url, handles, description, picture. */
export function ReputationItemDialog({ item }: { item?: ManagedReputationRow }) {
  const [open, setOpen] = useState(false);
  const mutation = useAdminMutation();
  const { register, control, handleSubmit, setError, reset, errors, isSubmitting } = useSchemaForm(
    ReputationItemSchema,
    {
      url: item?.url ?? '',
      girlHandle: item?.girlHandle ?? '',
      guyHandle: item?.guyHandle ?? '',
      description: item?.description ?? '',
      image64: item?.imageUrl ?? null,
    },
  );

  async function onSubmit(values: ReputationItemValues) {
    const body = { ...values, image64: values.image64 ?? null };
    const ok = await mutation.run(
      () =>
        item
          ? apiJson(`/api/v1/admin/reputation-items/${item.id}`, { method: 'PATCH', body })
          : apiJson('/api/v1/admin/reputation-items', { method: 'POST', body }),
      item ? 'Reputation item saved.' : 'Reputation item added.',
      undefined,
      (caught) => applyServerFieldErrors(caught, setError, FIELDS),
    );
    if (ok) {
      setOpen(false);
      if (!item) reset();
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant={item ? 'secondary' : 'primary'}>
          {item ? 'Edit' : 'Add reputation item'}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{item ? `Edit reputation item ${item.id}` : 'Add reputation item'}</DialogTitle>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(onSubmit, () => undefined)}
          onChange={() => mutation.error && mutation.setError(null)}
        >
          <FormField label="URL" error={errors.url?.message}>
            <Input type="url" {...register('url')} />
          </FormField>
          <FormField label="Girl handle" error={errors.girlHandle?.message}>
            <Input {...register('girlHandle')} />
          </FormField>
          <FormField label="Guy handle" error={errors.guyHandle?.message}>
            <Input {...register('guyHandle')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={4} maxLength={5000} {...register('description')} />
          </FormField>
          <Controller
            control={control}
            name="image64"
            render={({ field, fieldState }) => (
              <PhotoField
                label="Image"
                kind="photo"
                crop={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
                onError={(message) => toast.error(message)}
              />
            )}
          />
          <ErrorAlert error={mutation.error} />
          <div className="flex justify-end gap-2">
            <Button type="submit" loading={isSubmitting} loadingText="Saving...">
              {item ? 'Save' : 'Add'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
