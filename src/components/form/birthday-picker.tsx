'use client';

import { DatePicker } from '@/components/ui/date-picker';
import type { FieldControlProps } from '@/components/ui/form-field';
import { latestAdultBirthday } from '@/lib/birthday';
import { toDate, toIsoDate } from '@/lib/dates';

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
