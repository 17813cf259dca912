'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CaptchaField } from '@/components/captcha-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import { MIGRATE_SUCCESS_MESSAGE, MigrateProfileSchema, type MigrateProfileAnswer, type MigrateProfileInput, type MigrateProfileValues } from '../schema';

/** Spec "Migrate legacy profile": PATCH /migrate_profile, read for data.id or data.error. */
export function MigrateProfileForm() {
  const router = useRouter();
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaLabelId = useId();
  const captchaErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MigrateProfileInput, unknown, MigrateProfileValues>({
    resolver: zodResolver(MigrateProfileSchema),
    defaultValues: { email: '', password: '', passwordConfirmation: '', recaptcha: '' },
  });

  async function onSubmit(values: MigrateProfileValues) {
    let error: string | undefined;
    try {
      const answer = await apiJson<MigrateProfileAnswer>('/migrate_profile', { method: 'PATCH', body: values });
      if ('id' in answer.data) {
        toast.success(MIGRATE_SUCCESS_MESSAGE);
        router.push('/');
        return;
      }
      error = answer.data.error;
    } catch (caught) {
      error = caught instanceof ApiError ? caught.message : "An unknown error happened. We're sorry.";
    }
    toast.error(error);
    // A captcha works once: solve a fresh one before the next try.
    setValue('recaptcha', '');
    setCaptchaKey((key) => key + 1);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.passwordConfirmation?.message} required>
        <Input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
      </FormField>
      <div role="group" aria-labelledby={captchaLabelId} className="flex flex-col gap-1.5">
        <span id={captchaLabelId} className="text-sm font-medium">
          Captcha
        </span>
        <Controller
          control={control}
          name="recaptcha"
          render={({ field }) => (
            <CaptchaField
              key={captchaKey}
              onChange={field.onChange}
              aria-describedby={errors.recaptcha ? captchaErrorId : undefined}
              aria-invalid={!!errors.recaptcha}
            />
          )}
        />
        {errors.recaptcha?.message ? (
          <p id={captchaErrorId} className="text-sm font-medium text-danger-strong">
            {errors.recaptcha.message}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Migrating...">
          Migrate
        </Button>
      </div>
    </form>
  );
}
