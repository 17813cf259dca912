'use client';

import { useRouter } from 'next/navigation';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { apiJson, failureMessage } from '@/lib/api-client';
import { APPEAL_MESSAGE_MAX, AppealMessageSchema, type AppealMessageInput } from '../schema';

export type MessageTarget = { noticeId: number } | { appealId: number } | { token: string };

function sendMessage(target: MessageTarget, body: string): Promise<unknown> {
  if ('token' in target)
    return apiJson(`/api/v1/appeal-links/${encodeURIComponent(target.token)}/messages`, {
      method: 'POST',
      body: { data: { type: 'appeal-messages', attributes: { body } } },
    });
  if ('noticeId' in target)
    return apiJson('/api/v1/appeals', {
      method: 'POST',
      body: { data: { type: 'appeals', attributes: { noticeId: target.noticeId, message: body } } },
    });
  return apiJson(`/api/v1/appeals/${target.appealId}/messages`, {
    method: 'POST',
    body: { data: { type: 'appeal-messages', attributes: { body } } },
  });
}

/** One plain-text message of an appeal, checked in the browser with the server's schema. */
export function AppealMessageForm({
  target,
  label,
  submitLabel,
  successText,
}: {
  target: MessageTarget;
  label: string;
  submitLabel: string;
  successText: string;
}) {
  const router = useRouter();
  const { register, handleSubmit, reset, setError, errors, isSubmitting } = useSchemaForm(AppealMessageSchema, {
    body: '',
  });

  async function onSubmit({ body }: AppealMessageInput) {
    try {
      await sendMessage(target, body);
      reset();
      toast.success(successText);
      router.refresh();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['body'])) toast.error(failureMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={label} className="flex flex-col gap-3">
      <FormField label={label} error={errors.body?.message} required>
        <Textarea rows={3} maxLength={APPEAL_MESSAGE_MAX} {...register('body')} />
      </FormField>
      <div>
        <Button type="submit" size="sm" loading={isSubmitting} loadingText="Sending...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
