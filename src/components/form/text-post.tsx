'use client';

import type { DefaultValues, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from './server-errors';
import { useSchemaForm } from './use-schema-form';

/** `fields`: what a 4xx's pointers may name; `alwaysToast`: toast even when messages went under fields. */
export function useTextPostForm<Input extends FieldValues, Values extends FieldValues>({
  schema,
  defaultValues,
  fields,
  send,
  posted,
  alwaysToast = false,
}: {
  schema: z.ZodType<Values, Input>;
  defaultValues: DefaultValues<Input>;
  fields: readonly string[];
  send: (values: Values) => Promise<unknown>;
  posted: () => void;
  alwaysToast?: boolean;
}) {
  const form = useSchemaForm(schema, defaultValues);
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      posted();
    } catch (error) {
      const placed = applyServerFieldErrors(error, form.setError, fields);
      if (!placed || alwaysToast) toast.error(failureMessage(error));
    }
  });
  return { ...form, submit };
}

export function TextPostField({
  label,
  error,
  required,
  rows,
  maxLength,
  registration,
}: {
  label: string;
  error: string | undefined;
  required?: boolean;
  rows: number;
  maxLength: number;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} error={error} required={required}>
      <Textarea rows={rows} maxLength={maxLength} {...registration} />
    </FormField>
  );
}

/** Every form's submit row. */
export function SubmitRow({
  label,
  loading,
  loadingText = 'Posting...',
  variant,
  size,
  onCancel,
  onSubmitClick,
}: {
  label: string;
  loading: boolean;
  loadingText?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onCancel?: () => void;
  onSubmitClick?: () => void;
}) {
  return (
    <div className={onCancel ? 'flex flex-wrap gap-2' : undefined}>
      <Button
        type="submit"
        variant={variant}
        size={size}
        loading={loading}
        loadingText={loadingText}
        onClick={onSubmitClick}
      >
        {label}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
