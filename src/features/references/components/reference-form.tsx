'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SubmitRow, useTextPostForm } from '@/components/form/text-post';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiJson } from '@/lib/api-client';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES, UnverifiedReferenceSchema } from '../schema';

const FormSchema = UnverifiedReferenceSchema.omit({ guyId: true });
const FIELDS = ['username', 'girlUrl', 'guyIdentifier'];

export function ReferenceForm({ guyId }: { guyId: number }) {
  const router = useRouter();
  const [thanked, setThanked] = useState(false);
  const { register, submit, reset, errors, isSubmitting } = useTextPostForm({
    schema: FormSchema,
    defaultValues: { username: '', girlUrl: '', guyIdentifier: '' },
    fields: FIELDS,
    send: (values) => apiJson('/unverified_reference', { method: 'POST', body: { guyId, ...values } }),
    posted: () => {
      reset();
      setThanked(true);
      router.refresh();
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Add a reference" className="flex flex-col gap-5">
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
      <SubmitRow
        label="Add Reference"
        loading={isSubmitting}
        loadingText="Saving..."
        onSubmitClick={() => setThanked(false)}
      />
    </form>
  );
}
