'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { PhotoField } from '@/components/photo-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { applyServerFieldErrors } from '@/features/guys/components/server-errors';
import {
  BirthdayPicker,
  CaptchaBlock,
  CheckboxField,
  ChoiceSelect,
  HEIGHT_OPTIONS,
  InterestsFieldset,
  STATE_OPTIONS,
  WEIGHT_OPTIONS,
} from '@/features/guys/components/profile-controls';
import { ABOUT_ME_MAX } from '@/features/guys/fields';
import { ApiError, apiJson } from '@/lib/api-client';
import { US_COUNTRY } from '@/lib/enums/us-states';
import { USERNAME_MAX } from '@/features/accounts/fields';
import {
  GuyProfileRegistrationSchema,
  GuyRegistrationSchema,
  type GuyRegistrationInput,
  type GuyRegistrationValues,
  type RegisterGuyAnswer,
} from '../schema';

export interface GuyRegistrationFormProps {
  /** 'signed-in': the spec's variant without username and password, for an account without a guy profile. */
  variant: 'visitor' | 'signed-in';
  /** The signed-in account's name, to start from. */
  defaultName?: string;
}

const FIELDS = [
  'username',
  'name',
  'email',
  'password',
  'passwordConfirmation',
  'city',
  'state',
  'country',
  'image64',
  'height',
  'weight',
  'birthday',
  'aboutMe',
  'recaptcha',
] as const;

export function GuyRegistrationForm({ variant, defaultName = '' }: GuyRegistrationFormProps) {
  const router = useRouter();
  const signedIn = variant === 'signed-in';
  const [captchaKey, setCaptchaKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  // One form type for both variants; the signed-in schema ignores the account fields.
  const resolver = zodResolver(signedIn ? GuyProfileRegistrationSchema : GuyRegistrationSchema) as unknown as Resolver<
    GuyRegistrationInput,
    unknown,
    GuyRegistrationValues
  >;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GuyRegistrationInput, unknown, GuyRegistrationValues>({
    resolver,
    defaultValues: {
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
    },
  });

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
        toast.error(error instanceof ApiError ? error.message : 'Something went wrong! Please try again.');
      }
      // The server may have used the captcha up: solve a fresh one before the next try.
      setValue('recaptcha', '');
      setCaptchaKey((key) => key + 1);
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
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-8">
      {signedIn ? null : (
        <section className="grid grid-cols-1 gap-5 sm:grid-cols-2" aria-label="Account">
          <FormField label="Username" error={errors.username?.message} required>
            <Input autoComplete="username" maxLength={USERNAME_MAX + 5} {...register('username')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.passwordConfirmation?.message} required>
            <Input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
          </FormField>
        </section>
      )}

      <section className="grid grid-cols-1 gap-5 sm:grid-cols-2" aria-label="Profile">
        <Controller
          control={control}
          name="image64"
          render={({ field, fieldState }) => (
            <PhotoField
              className="sm:col-span-2"
              label="Profile picture"
              required
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              onError={(message) => toast.error(message)}
            />
          )}
        />
        <FormField label="Name" error={errors.name?.message} required className="sm:col-span-2">
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <Controller
          control={control}
          name="height"
          render={({ field }) => (
            <FormField label="Height" error={errors.height?.message} required>
              {(props) => (
                <ChoiceSelect
                  control={props}
                  options={HEIGHT_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Select height"
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="weight"
          render={({ field }) => (
            <FormField label="Weight" error={errors.weight?.message} required>
              {(props) => (
                <ChoiceSelect
                  control={props}
                  options={WEIGHT_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Select weight"
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <FormField label="Birthday (optional)" error={errors.birthday?.message}>
              {(props) => <BirthdayPicker control={props} value={field.value} onChange={field.onChange} />}
            </FormField>
          )}
        />
        <FormField label="Closest major city" error={errors.city?.message} required>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <FormField label="State" error={errors.state?.message} required>
              {(props) => (
                <ChoiceSelect
                  control={props}
                  options={STATE_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder="Select state"
                />
              )}
            </FormField>
          )}
        />
        <FormField label="Country" error={errors.country?.message} required>
          <Input autoComplete="country-name" {...register('country')} />
        </FormField>
        <FormField label="About me" error={errors.aboutMe?.message} required className="sm:col-span-2">
          <Textarea rows={5} maxLength={ABOUT_ME_MAX} {...register('aboutMe')} />
        </FormField>
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

      <Controller
        control={control}
        name="recaptcha"
        render={({ field }) => (
          <CaptchaBlock resetKey={captchaKey} onChange={field.onChange} error={errors.recaptcha?.message} />
        )}
      />

      <div>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Registering...">
          Register
        </Button>
      </div>
    </form>
  );
}
