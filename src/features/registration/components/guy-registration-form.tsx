'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { FormCaptcha, useCaptchaRenewal } from '@/components/form/form-captcha';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormPhotoField } from '@/components/form/form-photo-field';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import {
  GUY_PROFILE_FIELD_NAMES,
  GuyProfileFields,
  InterestsFieldset,
} from '@/features/guys/components/guy-profile-fields';
import { apiJson, failureMessage } from '@/lib/api-client';
import { US_COUNTRY } from '@/lib/enums/us-states';
import { USERNAME_MAX } from '@/features/accounts/fields';
import { guyRegistrationFormSchema, type GuyRegistrationValues, type RegisterGuyAnswer } from '../schema';

export interface GuyRegistrationFormProps {
  /** 'signed-in': the spec's variant without username and password. */
  variant: 'visitor' | 'signed-in';
  defaultName?: string;
}

const FIELDS = [
  'username',
  'name',
  'email',
  'password',
  'passwordConfirmation',
  'image64',
  ...GUY_PROFILE_FIELD_NAMES,
  'recaptcha',
] as const;

export function GuyRegistrationForm({ variant, defaultName = '' }: GuyRegistrationFormProps) {
  const router = useRouter();
  const signedIn = variant === 'signed-in';
  const { captchaKey, renewCaptcha } = useCaptchaRenewal();
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(guyRegistrationFormSchema(variant), {
    username: '',
    name: defaultName,
    email: '',
    password: '',
    passwordConfirmation: '',
    city: '',
    state: '',
    country: US_COUNTRY,
    image64: '',
    height: '',
    weight: '',
    birthday: null,
    aboutMe: '',
    emailMeAboutNewGirlsInYourArea: true,
    services: {},
    recaptcha: '',
  });
  const { register, control, handleSubmit, setValue, setError, errors, isSubmitting } = form;

  async function onSubmit(values: GuyRegistrationValues) {
    try {
      const answer = await apiJson<RegisterGuyAnswer>('/register_guy', { method: 'POST', body: values });
      toast.success(answer.message);
      if (answer.status === 'profile-created') {
        router.push('/edit-profile-male');
        router.refresh();
      } else {
        setDone(answer.message);
        window.scrollTo({ top: 0 });
      }
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        toast.error(failureMessage(error));
      }
      renewCaptcha(() => setValue('recaptcha', ''));
    }
  }

  if (done) {
    return (
      <Alert severity="success" title="Thank you for registering">
        {done}
      </Alert>
    );
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-8">
        {signedIn ? null : (
          <section className="grid grid-cols-1 gap-5 sm:grid-cols-2" aria-label="Account">
            <FormField label="Username" error={errors.username?.message} required>
              <Input autoComplete="username" maxLength={USERNAME_MAX + 5} {...register('username')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message} required>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <NewPasswordFields register={register} errors={errors} />
          </section>
        )}

        <section className="grid grid-cols-1 gap-5 sm:grid-cols-2" aria-label="Profile">
          <FormPhotoField control={control} name="image64" className="sm:col-span-2" label="Profile picture" required />
          <FormField label="Name" error={errors.name?.message} required className="sm:col-span-2">
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <GuyProfileFields />
        </section>

        <Controller
          control={control}
          name="services"
          render={({ field }) => <InterestsFieldset value={field.value} onChange={field.onChange} />}
        />

        <Controller
          control={control}
          name="emailMeAboutNewGirlsInYourArea"
          render={({ field }) => (
            <CheckboxField
              label="Email me about new girls in your area"
              checked={field.value !== false}
              onChange={field.onChange}
            />
          )}
        />

        <FormCaptcha control={control} resetKey={captchaKey} />

        <SubmitRow label="Register" size="lg" loading={isSubmitting} loadingText="Registering..." />
      </form>
    </FormProvider>
  );
}
