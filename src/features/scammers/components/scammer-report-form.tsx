'use client';

import { useRouter } from 'next/navigation';
import { FormPhotoField } from '@/components/form/form-photo-field';
import { HeightWeightFields } from '@/components/form/height-weight-fields';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import { ReportingTermsField } from '@/features/reporting/components/reporting-terms-field';
import {
  SCAMMER_REPORT_LIMITS,
  ScammerReportSchema,
  type ScammerReportInput,
  type ScammerReportValues,
} from '../schema';

/** Every field, empty: also the list of fields a 4xx's pointers may name. */
const EMPTY: Partial<ScammerReportInput> = {
  name: '',
  username: '',
  headline: '',
  description: '',
  city: '',
  country: '',
  height: '',
  weight: '',
  avatar: null,
  reportingTermsVersion: undefined,
};

/** The report posts to POST /api/v1/scammers; the record waits for a moderator before it is public. */
export function ScammerReportForm() {
  const router = useRouter();
  const { register, control, handleSubmit, reset, setError, errors, isSubmitting } = useSchemaForm(
    ScammerReportSchema,
    EMPTY,
  );

  async function onSubmit(values: ScammerReportValues) {
    try {
      await apiJson('/api/v1/scammers', { method: 'POST', body: { data: { type: 'scammers', attributes: values } } });
      toast.success('Successfully saved.', {
        description: 'A moderator will check the report before it is published.',
      });
      reset(EMPTY);
      router.push('/scammers');
    } catch (error) {
      applyServerFieldErrors(error, setError, Object.keys(EMPTY));
      toast.error(failureMessage(error));
    }
  }

  const text = (name: 'name' | 'username' | 'headline' | 'city' | 'country', label: string) => (
    <FormField label={label} error={errors[name]?.message} required>
      <Input maxLength={SCAMMER_REPORT_LIMITS[name]} {...register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('username', 'Username')}
      </div>
      {text('headline', 'Headline')}
      <FormField
        label="Description"
        error={errors.description?.message}
        description="What happened: how the scam worked, dates, amounts."
        required
      >
        <Textarea maxLength={SCAMMER_REPORT_LIMITS.description} {...register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('city', 'City')}
        {text('country', 'Country')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <HeightWeightFields control={control} />
      </div>
      <FormPhotoField control={control} name="avatar" label="Picture" emptyValue={null} />
      <ReportingTermsField control={control} name="reportingTermsVersion" />
      <SubmitRow label="Report scammer" variant="danger" loading={isSubmitting} loadingText="Saving..." />
    </form>
  );
}
