'use client';

import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { BirthdayPicker } from '@/components/form/birthday-picker';
import { CheckboxField } from '@/components/form/checkbox-field';
import { HeightWeightFields } from '@/components/form/height-weight-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import { FormCityField, FormStateField } from '@/features/places/components/place-fields';
import { ABOUT_ME_MAX } from '../fields';

/** The profile fields the guy registration and the male profile form share (spec section 5). */
export interface GuyProfileFieldValues {
  height: string | number;
  weight: string | number;
  birthday?: string | null;
  city: string;
  state: string;
  country: string;
  aboutMe: string;
}

export const GUY_PROFILE_FIELD_NAMES = ['height', 'weight', 'birthday', 'city', 'state', 'country', 'aboutMe'] as const;

/**
 * Height, weight, birthday, city, state, country and about me, for a form whose values include
 * GuyProfileFieldValues; the form wraps it in react-hook-form's FormProvider.
 */
export function GuyProfileFields() {
  const { control, register, setValue } = useFormContext<GuyProfileFieldValues>();
  const { errors } = useFormState({ control });
  return (
    <>
      <HeightWeightFields control={control} required />
      <Controller
        control={control}
        name="birthday"
        render={({ field }) => (
          <FormField label="Birthday (optional)" error={errors.birthday?.message}>
            {(props) => <BirthdayPicker control={props} value={field.value} onChange={field.onChange} />}
          </FormField>
        )}
      />
      <FormCityField control={control} setValue={setValue} label="Closest major city" required />
      {/* A state is required (picked from the list) only in the United States. */}
      <FormStateField control={control} placeholder="Select state" required maxLength={100} />
      <FormField label="Country" error={errors.country?.message} required>
        <Input autoComplete="country-name" {...register('country')} />
      </FormField>
      <FormField label="About me" error={errors.aboutMe?.message} required className="sm:col-span-2">
        <Textarea rows={6} maxLength={ABOUT_ME_MAX} {...register('aboutMe')} />
      </FormField>
    </>
  );
}

/** The interests a guy can tick: the spec's catalogue plus bondage_wrestling (spec "Guy user" interest flags). */
export const GUY_INTERESTS = SERVICES.filter((s) => !s.extra || s.key === 'bondage_wrestling');

/** The interest flags as a grid of labelled checkboxes. */
export function InterestsFieldset({
  value,
  onChange,
}: {
  value: Partial<Record<ServiceCamel, boolean>> | undefined;
  onChange: (value: Partial<Record<ServiceCamel, boolean>>) => void;
}) {
  const current = value ?? {};
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">Interests</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6 lg:grid-cols-3">
        {GUY_INTERESTS.map((service) => (
          <CheckboxField
            key={service.camel}
            label={service.label}
            checked={current[service.camel] === true}
            onChange={(checked) => onChange({ ...current, [service.camel]: checked })}
          />
        ))}
      </div>
    </fieldset>
  );
}
