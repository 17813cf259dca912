'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson } from '@/lib/api-client';
import {
  REFERENCE_LIMITS,
  REFERENCE_MESSAGES,
  UnverifiedReferenceSchema,
  type UnverifiedReferenceInput,
  type UnverifiedReferenceValues,
} from '../schema';

const FormSchema = UnverifiedReferenceSchema.omit({ guyId: true });
type FormInput = Omit<UnverifiedReferenceInput, 'guyId'>;
type FormValues = Omit<UnverifiedReferenceValues, 'guyId'>;
const FIELDS = ['username', 'girlUrl', 'guyIdentifier'];

/** Spec §5 "Unverified reference": POST /unverified_reference for his own profile, then the thank-you. */
export function ReferenceForm({ guyId }: { guyId: number }) {
  const router = useRouter();
  const [thanked, setThanked] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { username: '', girlUrl: '', guyIdentifier: '' },
  });

  async function onSubmit(values: FormValues) {
    try {
      await apiJson('/unverified_reference', { method: 'POST', body: { guyId, ...values } });
      reset();
      setThanked(true);
      router.refresh();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS))
        toast.error(error instanceof Error ? error.message : 'Something went wrong! Please try again.');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Add a reference" className="flex flex-col gap-5">
      {thanked ? (
        <Alert severity="success" role="status" title="Thank you!" description={REFERENCE_MESSAGES.thanks} />
      ) : null}
      <FormField label="Her username" error={errors.username?.message} required>
        <Input autoComplete="off" maxLength={REFERENCE_LIMITS.username} {...register('username')} />
      </FormField>
      <FormField
        label="Url to girl profile"
        error={errors.girlUrl?.message}
        description="Her Matside profile (/profile/her stage name) or her page on another site."
        required
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={REFERENCE_LIMITS.girlUrl}
          {...register('girlUrl')}
        />
      </FormField>
      <FormField
        label="Your identifier with her"
        error={errors.guyIdentifier?.message}
        description="Optional: the name, e-mail or handle you used with her, so she recognises you."
      >
        <Input autoComplete="off" maxLength={REFERENCE_LIMITS.guyIdentifier} {...register('guyIdentifier')} />
      </FormField>
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Saving..." onClick={() => setThanked(false)}>
          Add Reference
        </Button>
      </div>
    </form>
  );
}
