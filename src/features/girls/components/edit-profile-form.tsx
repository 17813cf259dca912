'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormChoiceField } from '@/components/form/form-choice-field';
import { HeightWeightFields } from '@/components/form/height-weight-fields';
import { PHYSIQUE_OPTIONS } from '@/components/form/options';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson } from '@/lib/api-client';
import { SERVICES } from '@/lib/enums/services';
import { ABOUT_ME_MAX } from '@/lib/text-fields';
import {
  GirlProfileSchema,
  LIFT_FIELDS,
  LINK_FIELDS,
  LONG_TEXT_MAX,
  OTHER_SITE_NUMBERS,
  PROFILE_FORM_ERROR,
  type GirlProfileInput,
  type GirlProfileValues,
} from '../schema';
import { FormCityField, FormStateField } from '@/features/places/components/place-fields';

const TEXT_FIELDS = [
  ['name', 'Name', true],
  ['stageName', 'Stage name', true],
  ['username', 'Username', true],
  ['email', 'Email', true],
  ['phone', 'Phone', false],
  ['travelPhone', 'Travel phone', false],
  ['city', 'City', true],
  ['country', 'Country', true],
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** `notes` only for moderators. */
export function EditProfileForm({
  girlId,
  initial,
  isModerator,
}: {
  girlId: number;
  initial: GirlProfileInput;
  isModerator: boolean;
}) {
  const router = useRouter();
  const [formError, setFormError] = useState(false);
  const { register, control, handleSubmit, setValue, errors, isSubmitting } = useSchemaForm(GirlProfileSchema, initial);

  async function onSubmit(values: GirlProfileValues) {
    setFormError(false);
    const { notes, ...rest } = values;
    const attributes = isModerator ? { ...rest, notes } : rest;
    try {
      await apiJson(`/api/v1/girls/${girlId}`, {
        method: 'PATCH',
        body: { data: { id: String(girlId), type: 'girls', attributes } },
      });
      toast.success('Successfully saved.');
      router.refresh();
    } catch (error) {
      toast.error('Error Updating (#004)', { description: error instanceof ApiError ? error.detail : undefined });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setFormError(true))} className="flex flex-col gap-6">
      <Section title="Profile">
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(([field, label, required]) =>
            field === 'city' ? (
              <FormCityField key={field} control={control} setValue={setValue} required />
            ) : (
              <FormField key={field} label={label} required={required} error={errors[field]?.message}>
                <Input type={field === 'email' ? 'email' : 'text'} {...register(field)} />
              </FormField>
            ),
          )}
          <FormStateField control={control} placeholder="Select State" clearable />
          <FormField label="Birthday" error={errors.birthday?.message}>
            <Input type="date" min="1900-01-01" {...register('birthday')} />
          </FormField>
          <HeightWeightFields control={control} placeholders={['Select Height', 'Select Weight']} clearable />
          <FormChoiceField
            control={control}
            name="physique"
            label="Physique"
            options={PHYSIQUE_OPTIONS}
            placeholder="Select Physique"
            required
          />
        </div>
        <FormField label="Headline" error={errors.headline?.message}>
          <Input {...register('headline')} />
        </FormField>
        <FormField label="About me" required error={errors.about?.message}>
          <Textarea rows={5} maxLength={ABOUT_ME_MAX} {...register('about')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={5} maxLength={LONG_TEXT_MAX} {...register('description')} />
        </FormField>
        <FormField label="Description verification" error={errors.descriptionVerification?.message}>
          <Textarea rows={3} maxLength={LONG_TEXT_MAX} {...register('descriptionVerification')} />
        </FormField>
      </Section>

      <Section title="Stats">
        <div className="grid gap-4 sm:grid-cols-4">
          {LIFT_FIELDS.map(([field, label]) => (
            <FormField key={field} label={label} error={errors[field]?.message}>
              <Input type="number" inputMode="numeric" min={0} {...register(field)} />
            </FormField>
          ))}
        </div>
      </Section>

      <Section title="Services">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.camel} className="flex items-center gap-2">
              <Controller
                control={control}
                name={service.camel}
                render={({ field }) => (
                  <Checkbox
                    id={`service-${service.camel}`}
                    checked={!!field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                )}
              />
              <Label htmlFor={`service-${service.camel}`}>{service.label}</Label>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Links">
        <div className="grid gap-4 sm:grid-cols-2">
          {LINK_FIELDS.map(([field, label]) => (
            <FormField key={field} label={label} error={errors[field]?.message}>
              <Input {...register(field)} />
            </FormField>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {OTHER_SITE_NUMBERS.map((n) => (
            <div key={n} className="contents">
              <FormField label={`Other site ${n} name`} error={errors[`otherName${n}`]?.message}>
                <Input {...register(`otherName${n}`)} />
              </FormField>
              <FormField label={`Other site ${n} address`} error={errors[`otherAddress${n}`]?.message}>
                <Input {...register(`otherAddress${n}`)} />
              </FormField>
            </div>
          ))}
        </div>
      </Section>

      {isModerator ? (
        <Section title="Moderator">
          <FormField label="Notes" description="Only moderators see these notes." error={errors.notes?.message}>
            <Textarea rows={4} maxLength={LONG_TEXT_MAX} {...register('notes')} />
          </FormField>
        </Section>
      ) : null}

      {formError && Object.keys(errors).length > 0 ? <Alert severity="error">{PROFILE_FORM_ERROR}</Alert> : null}
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Update Profile
        </Button>
      </div>
    </form>
  );
}
