'use client';

import { Link } from '@/components/ui/link';
import { useMemo, useState, type ReactElement } from 'react';
import { useWatch, type Control, type Path } from 'react-hook-form';
import { useFlag } from '@/components/flags-provider';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FormField, type FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { loginHref } from '@/features/accounts/login-href';
import type { ProfileActionProps } from '@/features/profile-actions/props';
import { apiJson, failureMessage } from '@/lib/api-client';
import { formatZonedDateTime, timeZoneAbbreviation, wallTimeToInstant } from '@/lib/zoned-time';
import {
  BOOKING_MESSAGES,
  BOOKING_TEXT_MAX,
  BookingRequestSchema,
  bookingRequestSchemaIn,
  toBookGirlBody,
  type BookingRequestInput,
  type BookingRequestValues,
} from '../schema';
import { placeOfWallTime, type BookingPlaces } from '../travel-note';

type Field = Path<BookingRequestInput>;

/**
 * Where the typed time is read (her home or travel city that day, decision 026), shown as the
 * session time she will read, with the travel note before he sends.
 */
function TimeHint({
  control,
  places,
}: {
  control: Control<BookingRequestInput, unknown, BookingRequestValues>;
  places: BookingPlaces;
}) {
  const time = useWatch({ control, name: 'time' });
  const place = placeOfWallTime(places, time || '');
  const instant = time ? wallTimeToInstant(time, place.timeZone) : null;
  return (
    <div className="flex flex-col gap-1 sm:col-span-2" data-testid="time-hint">
      <p className="text-xs text-muted-foreground">
        {instant
          ? `${formatZonedDateTime(instant, place.timeZone)} in ${place.city || 'her city'}`
          : `Her local time in ${place.city || 'her city'} (${timeZoneAbbreviation(new Date(), place.timeZone)})`}
      </p>
      {instant && place.note ? (
        <Alert severity="warning" description={place.note} role="note" data-testid="travel-note" />
      ) : null}
    </div>
  );
}

/** The booking request form (spec §2 "Booking form", §3, §5). Only signed-in guys can send it. */
export function BookingForm({
  girlId,
  stageName,
  viewerKind,
  places,
}: ProfileActionProps & { places?: BookingPlaces }) {
  const showInterests = useFlag('session-interests-in-book-a-girl');
  const schema = useMemo(
    () =>
      places ? bookingRequestSchemaIn((wallTime) => placeOfWallTime(places, wallTime).timeZone) : BookingRequestSchema,
    [places],
  );
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(
    schema,
    {
      time: '',
      session_location: '',
      session_length: '',
      desired_session_type: '',
      things_to_not_include: '',
      requested_attire: '',
      details_questions: '',
      details_notes: '',
      services_interests: false,
    },
    { mode: 'onTouched' },
  );

  if (viewerKind === 'visitor') {
    return (
      <Alert
        severity="info"
        title={`Book ${stageName}`}
        description="Log in as a client to send a booking request."
        action={
          <Link href={loginHref(`/book/${encodeURIComponent(stageName)}`)} className={buttonVariants({ size: 'sm' })}>
            Login
          </Link>
        }
      />
    );
  }
  if (viewerKind !== 'guy') {
    return <Alert severity="info" description="Only clients can send booking requests." />;
  }
  if (sent) {
    return <Alert severity="success" title={BOOKING_MESSAGES.sent} description={BOOKING_MESSAGES.sentPanel} />;
  }

  async function onSubmit(values: BookingRequestValues) {
    setFailure(null);
    try {
      await apiJson('/book_girl', { method: 'POST', body: toBookGirlBody(values, girlId) });
      toast.success(BOOKING_MESSAGES.sent);
      setSent(true);
    } catch (error) {
      const message = failureMessage(error);
      applyServerFieldErrors(error, setError, Object.keys(BookingRequestSchema.shape), {
        date_time_available: 'time',
      });
      toast.error(BOOKING_MESSAGES.failed);
      setFailure(message);
    }
  }

  const text = (name: Field, label: string, input: ReactElement<Partial<FieldControlProps>>, required = false) => (
    <FormField label={label} error={errors[name as keyof typeof errors]?.message} required={required}>
      {input}
    </FormField>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label={`Book ${stageName}`}>
      <Alert severity="warning" description={BOOKING_MESSAGES.moderationWarning} role="note" />
      {failure ? <Alert severity="error" title={BOOKING_MESSAGES.failed} description={failure} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('time', 'Date and time', <Input type="datetime-local" {...register('time')} />, true)}
        {text(
          'session_length',
          'Session length',
          <Input placeholder="e.g. 1 hour" {...register('session_length')} />,
          true,
        )}
        {places ? <TimeHint control={control} places={places} /> : null}
      </div>
      {text(
        'session_location',
        'Session location',
        <Input placeholder="e.g. my hotel, your studio" {...register('session_location')} />,
      )}
      {text(
        'desired_session_type',
        'Desired session type',
        <Textarea rows={3} maxLength={BOOKING_TEXT_MAX} {...register('desired_session_type')} />,
        true,
      )}
      {text(
        'things_to_not_include',
        'Things to not include',
        <Textarea rows={3} maxLength={BOOKING_TEXT_MAX} {...register('things_to_not_include')} />,
      )}
      {text('requested_attire', 'Requested attire', <Input {...register('requested_attire')} />)}
      {text(
        'details_questions',
        'Questions',
        <Textarea rows={3} maxLength={BOOKING_TEXT_MAX} {...register('details_questions')} />,
      )}
      {text(
        'details_notes',
        'Notes',
        <Textarea rows={3} maxLength={BOOKING_TEXT_MAX} {...register('details_notes')} />,
      )}
      {showInterests ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('services_interests')} />
          Include my session interests
        </label>
      ) : null}
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Sending...">
          Send Booking Request
        </Button>
      </div>
    </form>
  );
}
