'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form checked by the domain's zod schema (parsed again on the server). */
export function useSchemaForm<Input extends FieldValues, Values extends FieldValues>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
  options?: Omit<UseFormProps<Input, unknown, Values>, 'resolver' | 'defaultValues'>,
) {
  const form = useForm<Input, unknown, Values>({ ...options, resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting };
}
