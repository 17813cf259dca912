'use client';

import { useState } from 'react';
import { FormCaptcha, useCaptchaRenewal } from '@/components/form/form-captcha';
import { FormPhotoField } from '@/components/form/form-photo-field';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { US_COUNTRY } from '@/lib/enums/us-states';
import { USERNAME_MAX } from '@/features/accounts/fields';
import { FormCityField, FormStateField } from '@/features/places/components/place-fields';
import { GIRL_SIGNUP_SUCCESS_MESSAGE, GirlSignupSchema, type GirlSignupValues } from '../signup-schema';

type FieldName = keyof GirlSignupValues;
const FIELDS: readonly string[] = [
  'username',
  'name',
  'email',
  'password',
  'passwordConfirmation',
  'city',
  'state',
  'country',
  'image64',
  'recaptcha',
] satisfies FieldName[];

export function GirlSignupForm() {
  const [done, setDone] = useState(false);
  const { captchaKey, renewCaptcha } = useCaptchaRenewal();
  const { register, control, handleSubmit, setValue, setError, errors, isSubmitting } = useSchemaForm(
    GirlSignupSchema,
    {
      username: '',
      name: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      city: '',
      state: '',
      country: US_COUNTRY,
      image64: '',
      recaptcha: '',
    },
  );

  async function onSubmit(values: GirlSignupValues) {
    try {
      await apiJson('/register_girl', { method: 'POST', body: values });
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const message = failureMessage(error);
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(message);
      renewCaptcha(() => setValue('recaptcha', ''));
    }
  }

  if (done) {
    return <Alert severity="success" title="Check your e-mail" description={GIRL_SIGNUP_SUCCESS_MESSAGE} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormPhotoField control={control} name="image64" label="Profile picture" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Username" error={errors.username?.message} required>
          <Input autoComplete="username" maxLength={USERNAME_MAX} {...register('username')} />
        </FormField>
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields register={register} errors={errors} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormCityField control={control} setValue={setValue} required />
        <FormStateField control={control} required placeholder="Select state" focusOnError />
        <FormField label="Country" error={errors.country?.message} required>
          <Input autoComplete="country-name" {...register('country')} />
        </FormField>
      </div>

      <FormCaptcha control={control} resetKey={captchaKey} />
      <SubmitRow label="Register" size="lg" loading={isSubmitting} loadingText="Registering..." />
    </form>
  );
}
