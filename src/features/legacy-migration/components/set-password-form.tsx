'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { MigratePasswordSchema, type MigrateAnswer, type MigratePasswordValues } from '../schema';

export function SetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, errors, isSubmitting } = useSchemaForm(MigratePasswordSchema, {
    token,
    password: '',
    passwordConfirmation: '',
  });

  async function onSubmit(values: MigratePasswordValues) {
    let error: string;
    try {
      const answer = await apiJson<MigrateAnswer>('/migrate_profile/complete', { method: 'POST', body: values });
      if ('message' in answer.data) {
        toast.success(answer.data.message);
        setDone(answer.data.message);
        return;
      }
      error = answer.data.error;
    } catch (caught) {
      error = failureMessage(caught);
    }
    toast.error(error);
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md border border-border bg-surface-muted px-4 py-3 text-sm">
          {done}
        </p>
        <Link className={buttonVariants({ className: 'self-start' })} href="/login">
          Login
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {errors.token?.message ? (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {errors.token.message}
        </p>
      ) : null}
      <NewPasswordFields register={register} errors={errors} />
      <SubmitRow label="Migrate" loading={isSubmitting} loadingText="Migrating..." />
    </form>
  );
}
