'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by the domain's zod schema (house style 4: one schema per form,
 * parsed again on the server). Besides the form's methods it answers the two states every form
 * reads, `errors` (the messages under the fields) and `isSubmitting` (the busy submit button).
 */
export function useSchemaForm<Input extends FieldValues, Values extends FieldValues>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
  options?: Omit<UseFormProps<Input, unknown, Values>, 'resolver' | 'defaultValues'>,
) {
  const form = useForm<Input, unknown, Values>({ ...options, resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting };
}
