'use client';

import { DatePicker } from '@/components/ui/date-picker';
import type { FieldControlProps } from '@/components/ui/form-field';
import { latestAdultBirthday } from '@/lib/birthday';
import { toDate, toIsoDate } from '@/lib/dates';

/** The optional birthday: a yyyy-MM-dd string in the form, a calendar (last 100 years, up to 18 years ago) on screen. */
export function BirthdayPicker({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <DatePicker
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      value={toDate(value ?? null)}
      latest={toDate(latestAdultBirthday()) ?? undefined}
      onChange={(date) => onChange(date ? toIsoDate(date) : null)}
      clearable
    />
  );
}
