'use client';

import { DatePicker } from '@/components/ui/date-picker';
import type { FieldControlProps } from '@/components/ui/form-field';
import { toDate, toIsoDate } from '@/lib/dates';

/** The optional birthday: a yyyy-MM-dd string in the form, a calendar (last 100 years, no future days) on screen. */
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
      onChange={(date) => onChange(date ? toIsoDate(date) : null)}
      clearable
    />
  );
}
