'use client';

import { useState } from 'react';
import { FormCaptcha, useCaptchaRenewal } from '@/components/form/form-captcha';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { MigrateRequestSchema, type MigrateAnswer, type MigrateRequestValues } from '../schema';

export function MigrateProfileForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { captchaKey, renewCaptcha } = useCaptchaRenewal();
  const { register, control, handleSubmit, setValue, errors, isSubmitting } = useSchemaForm(MigrateRequestSchema, {
    email: '',
    recaptcha: '',
  });

  async function onSubmit(values: MigrateRequestValues) {
    let error: string | undefined;
    try {
      const answer = await apiJson<MigrateAnswer>('/migrate_profile', { method: 'PATCH', body: values });
      if ('message' in answer.data) {
        toast.success(answer.data.message);
        setSent(answer.data.message);
        return;
      }
      error = answer.data.error;
    } catch (caught) {
      error = failureMessage(caught);
    }
    toast.error(error);
    renewCaptcha(() => setValue('recaptcha', ''));
  }

  if (sent) {
    return (
      <p role="status" className="rounded-md border border-border bg-surface-muted px-4 py-3 text-sm">
        {sent}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormCaptcha control={control} resetKey={captchaKey} />
      <SubmitRow label="Migrate" loading={isSubmitting} loadingText="Sending..." />
    </form>
  );
}
