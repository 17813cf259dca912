'use client';

import { FormPhotoField } from '@/components/form/form-photo-field';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-client';
import { isStoredImageUrl } from '@/lib/uploads';
import { PROBLEM_GIRL_LIMITS, ProblemGirlSchema, type ProblemGirlInput, type ProblemGirlValues } from '../schema';

export const EMPTY_PROBLEM_GIRL: ProblemGirlInput = {
  pageTitle: '',
  messageThread: '',
  reasonWhy: '',
  name: '',
  username: '',
  headline: '',
  dateOfAnalysis: '',
  profileUrl: '',
  city: '',
  country: '',
  image64: null,
};

type TextName = 'pageTitle' | 'messageThread' | 'name' | 'username' | 'headline' | 'profileUrl' | 'city' | 'country';

/** Spec §5 "Problem girl form (admin edit)"; a stored picture (a URL) is not sent again. */
export function ProblemGirlForm({
  initial,
  submitLabel,
  save,
  onCancel,
}: {
  initial: ProblemGirlInput;
  submitLabel: string;
  save: (values: ProblemGirlValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { register, control, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(ProblemGirlSchema, initial);

  async function onSubmit(values: ProblemGirlValues) {
    const { image64, ...rest } = values;
    try {
      await save(image64 && !isStoredImageUrl(image64) ? { ...rest, image64 } : rest);
    } catch (error) {
      applyServerFieldErrors(error, setError, Object.keys(EMPTY_PROBLEM_GIRL));
      toast.error(failureMessage(error));
    }
  }

  const text = (name: TextName, label: string, required = false) => (
    <FormField label={label} error={errors[name]?.message} required={required}>
      <Input maxLength={PROBLEM_GIRL_LIMITS[name]} {...register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Problem girl">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name', true)}
        {text('username', 'Username', true)}
      </div>
      {text('headline', 'Headline', true)}
      <FormField label="Reason why" error={errors.reasonWhy?.message} required>
        <Textarea rows={4} maxLength={PROBLEM_GIRL_LIMITS.reasonWhy} {...register('reasonWhy')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('pageTitle', 'Page title', true)}
        {text('messageThread', 'Message thread', true)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date of analysis" error={errors.dateOfAnalysis?.message}>
          <Input type="date" min="1900-01-01" {...register('dateOfAnalysis')} />
        </FormField>
        {text('profileUrl', 'Profile URL')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('city', 'City')}
        {text('country', 'Country')}
      </div>
      <FormPhotoField control={control} name="image64" label="Picture" emptyValue={null} />
      <SubmitRow label={submitLabel} loading={isSubmitting} loadingText="Saving..." onCancel={onCancel} />
    </form>
  );
}
