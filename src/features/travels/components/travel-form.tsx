'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { apiJson, failureMessage } from '@/lib/api-client';
import { toDate, toIsoDate } from '@/lib/dates';
import { FormCityField, StateField } from '@/features/places/components/place-fields';
import { US_COUNTRY, US_STATES, isUsCountry } from '@/lib/enums/us-states';
import { TRAVEL_LIMITS, localIsoDay, travelFormSchema, type TravelDto, type TravelFormValues } from '../schema';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

export interface TravelFormProps {
  /** The travel being edited; absent when adding. */
  travel?: TravelDto;
  /** Whose travel a moderator adds (spec: /girl/manage-travels/add/{girlId}). */
  girlId?: number;
  /** Where to go after saving or on Cancel. */
  returnHref: string;
}

export function TravelForm({ travel, girlId, returnHref }: TravelFormProps) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  // The picker blocks past days; an edited trip under way keeps its stored days.
  const schema = useMemo(
    () =>
      travelFormSchema({
        minDate: localIsoDay(),
        keep: travel ? { dateBegins: travel.dateBegins, dateEnds: travel.dateEnds } : undefined,
      }),
    [travel],
  );
  const { register, control, handleSubmit, getValues, setValue, errors, isSubmitting } = useSchemaForm(schema, {
    dateBegins: travel?.dateBegins ?? '',
    dateEnds: travel?.dateEnds ?? '',
    city: travel?.city ?? '',
    state: travel?.state ?? '',
    country: travel?.country ?? US_COUNTRY,
  });
  const country = useWatch({ control, name: 'country' });
  const usTrip = isUsCountry(country);

  async function onSubmit(values: TravelFormValues) {
    setServerError(null);
    try {
      const attributes = girlId ? { ...values, girlId } : values;
      await apiJson(travel ? `/api/v1/travels/${travel.id}` : '/api/v1/travels', {
        method: travel ? 'PATCH' : 'POST',
        body: { data: { type: 'travels', ...(travel ? { id: String(travel.id) } : {}), attributes } },
      });
      toast.success(travel ? 'Travel updated.' : 'Travel added.');
      router.push(returnHref);
      router.refresh();
    } catch (error) {
      setServerError(failureMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {serverError ? <Alert severity="error" title="Error" description={serverError} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Begin Date" error={errors.dateBegins?.message} required>
          {(field) => (
            <Controller
              control={control}
              name="dateBegins"
              render={({ field: { value, onChange } }) => (
                <DatePicker
                  {...field}
                  disablePast
                  value={toDate(value)}
                  onChange={(date) => {
                    onChange(date ? toIsoDate(date) : '');
                    // A one-day trip is the common case: pre-fill an empty or earlier end.
                    const end = getValues('dateEnds');
                    if (date && (!end || end < toIsoDate(date))) setValue('dateEnds', toIsoDate(date));
                  }}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="End Date" error={errors.dateEnds?.message} required>
          {(field) => (
            <Controller
              control={control}
              name="dateEnds"
              render={({ field: { value, onChange } }) => (
                <DatePicker
                  {...field}
                  disablePast
                  value={toDate(value)}
                  onChange={(date) => onChange(date ? toIsoDate(date) : '')}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <FormCityField control={control} setValue={setValue} required maxLength={TRAVEL_LIMITS.city} />
      <div className="grid gap-5 sm:grid-cols-2">
        {usTrip ? (
          <FormField label="State" error={errors.state?.message} required>
            {(field) => (
              <Controller
                control={control}
                name="state"
                render={({ field: { value, onChange } }) => (
                  <Select
                    {...field}
                    options={STATE_OPTIONS}
                    value={value.toUpperCase()}
                    onValueChange={onChange}
                    placeholder="Select State"
                  />
                )}
              />
            )}
          </FormField>
        ) : (
          <StateField control={control} name="state" maxLength={TRAVEL_LIMITS.state} country={country} />
        )}
        <FormField label="Country" error={errors.country?.message} required>
          <Input autoComplete="country-name" maxLength={TRAVEL_LIMITS.country} {...register('country')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          {travel ? 'Save Travel' : 'Add Travel'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => router.push(returnHref)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
