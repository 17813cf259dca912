'use client';

import { useRouter } from 'next/navigation';
import { FormChoiceField } from '@/components/form/form-choice-field';
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
  SESSION_GIRL_REPORT_CATEGORIES,
  SESSION_GIRL_REPORT_LIMITS,
  SESSION_GIRL_REPORT_MESSAGES,
  SessionGirlReportSchema,
  type SessionGirlReportInput,
  type SessionGirlReportValues,
} from '../schema';

const CATEGORY_OPTIONS = SESSION_GIRL_REPORT_CATEGORIES.map((category) => ({ value: category, label: category }));
const FIELDS = ['username', 'category', 'comment', 'reportingTermsVersion'];

export function SessionGirlReportForm({ username = '' }: { username?: string }) {
  const router = useRouter();
  const { register, control, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(SessionGirlReportSchema, {
    username,
    category: '' as SessionGirlReportInput['category'],
    comment: '',
  });

  async function onSubmit(values: SessionGirlReportValues) {
    try {
      await apiJson('/api/v1/session-girl-reports', {
        method: 'POST',
        body: { data: { type: 'sessionGirlReports', attributes: values } },
      });
      toast.success(SESSION_GIRL_REPORT_MESSAGES.saved, { description: SESSION_GIRL_REPORT_MESSAGES.savedDescription });
      router.push('/dashboard');
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) toast.error(failureMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField
        label="Her username"
        error={errors.username?.message}
        description="As on her session girl profile (/sessiongirls/username)."
        required
      >
        <Input autoComplete="off" maxLength={SESSION_GIRL_REPORT_LIMITS.username} {...register('username')} />
      </FormField>
      <FormChoiceField
        control={control}
        name="category"
        label="Category"
        options={CATEGORY_OPTIONS}
        placeholder="Select a category"
        required
      />
      <FormField label="Comment" error={errors.comment?.message} description="What happened." required>
        <Textarea rows={7} maxLength={SESSION_GIRL_REPORT_LIMITS.comment} {...register('comment')} />
      </FormField>
      <ReportingTermsField control={control} name="reportingTermsVersion" />
      <SubmitRow label="Report Girl" variant="danger" loading={isSubmitting} loadingText="Saving..." />
    </form>
  );
}
