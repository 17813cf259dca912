'use client';

import { useRouter } from 'next/navigation';
import { FormCaptcha, useCaptchaRenewal } from '@/components/form/form-captcha';
import { SubmitRow } from '@/components/form/text-post';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiText } from '@/lib/api-client';
import { CONTACT_LIMITS, ContactFormSchema, toSendContactFormBody, type ContactFormValues } from '../schema';

export function ContactForm() {
  const router = useRouter();
  const { captchaKey, renewCaptcha } = useCaptchaRenewal();
  const { register, control, handleSubmit, setValue, errors, isSubmitting } = useSchemaForm(ContactFormSchema, {
    email: '',
    subject: '',
    message: '',
    recaptcha: '',
  });

  async function onSubmit(values: ContactFormValues) {
    try {
      const answer = await apiText('/send_contact_form', { method: 'POST', body: toSendContactFormBody(values) });
      if (!answer.includes('Email sent.')) throw new Error('Unexpected answer');
      toast.success('Email sent');
      router.push('/');
    } catch (error) {
      toast.error('Due to an error email was not sent.', {
        description: error instanceof ApiError ? error.message : undefined,
      });
      renewCaptcha(() => setValue('recaptcha', ''));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...register('email')} />
      </FormField>
      <FormField label="Subject" error={errors.subject?.message} required>
        <Input maxLength={CONTACT_LIMITS.subject} {...register('subject')} />
      </FormField>
      <FormField label="Message" error={errors.message?.message} required>
        <Textarea maxLength={CONTACT_LIMITS.message} {...register('message')} />
      </FormField>

      <FormCaptcha control={control} resetKey={captchaKey} />

      <SubmitRow label="Send" loading={isSubmitting} loadingText="Sending..." />
    </form>
  );
}
