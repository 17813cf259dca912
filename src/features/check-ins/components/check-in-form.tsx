'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { FormCheckboxField } from '@/components/form/form-checkbox-field';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { CheckInPrefill } from '../queries';
import {
  CHECK_IN_LIMITS,
  CHECK_IN_MESSAGES,
  CheckInStartSchema,
  GRACE_MINUTES,
  type CheckInStartInput,
  type CheckInStartValues,
} from '../schema';

export const CHECK_IN_STARTED = 'Check-in started. Press “I’m safe” on your dashboard when you are.';

const noSubscription = () => () => undefined;
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const FIELDS = ['place', 'clientName', 'endsAt', 'graceMinutes', 'tellNow'];

export function CheckInForm({ prefill, hasContacts }: { prefill: CheckInPrefill; hasContacts: boolean }) {
  const router = useRouter();
  const initial: CheckInStartInput = {
    bookingId: prefill.bookingId,
    place: prefill.place,
    clientName: '',
    endsAt: prefill.endsAt,
    timeZone: prefill.timeZone,
    graceMinutes: GRACE_MINUTES.default,
    tellNow: false,
  };
  // Without a booking the session is where she is: her browser's zone, known once hydrated.
  const browserZone = useSyncExternalStore(noSubscription, browserTimeZone, () => '');
  const zone = prefill.timeZone ?? browserZone;
  const { register, control, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(
    CheckInStartSchema,
    initial,
  );

  async function onSubmit(values: CheckInStartValues) {
    try {
      await apiJson('/api/v1/check-ins', {
        method: 'POST',
        body: { data: { type: 'checkIns', attributes: { ...values, timeZone: values.timeZone ?? (zone || 'UTC') } } },
      });
      toast.success(CHECK_IN_STARTED);
      router.push('/dashboard');
      router.refresh();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(failureMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Start a check-in">
      {hasContacts ? null : (
        <Alert
          severity="warning"
          title="No trusted contact yet"
          description={CHECK_IN_MESSAGES.noContacts}
          action={
            <Link href="/girl/settings#trusted-contacts" className="text-sm font-medium underline">
              Trusted contacts
            </Link>
          }
        />
      )}
      <FormField label="Where" error={errors.place?.message} required>
        <Input maxLength={CHECK_IN_LIMITS.place} {...register('place')} />
      </FormField>
      {prefill.client ? (
        <FormField label="With whom">
          <Input value={prefill.client} readOnly aria-readonly />
        </FormField>
      ) : (
        <FormField label="With whom" error={errors.clientName?.message} required>
          <Input maxLength={CHECK_IN_LIMITS.clientName} {...register('clientName')} />
        </FormField>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Until when"
          error={errors.endsAt?.message}
          required
          description={`On the session’s clock: ${zone}.`}
        >
          <Input type="datetime-local" {...register('endsAt')} />
        </FormField>
        <FormField
          label="Grace period (minutes)"
          error={errors.graceMinutes?.message}
          description={`Your contacts are alerted this long after the end: ${GRACE_MINUTES.min} to ${GRACE_MINUTES.max}.`}
        >
          <Input type="number" min={GRACE_MINUTES.min} max={GRACE_MINUTES.max} {...register('graceMinutes')} />
        </FormField>
      </div>
      <FormCheckboxField
        control={control}
        name="tellNow"
        label="Tell them now"
        description="Your contacts get the place, the client and the end time now, not only if you miss the check-in."
      />
      <div>
        <Button type="submit" size="lg" loading={isSubmitting}>
          Start the check-in
        </Button>
      </div>
    </form>
  );
}
