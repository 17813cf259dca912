'use client';

import { useId, type ReactNode } from 'react';
import { CaptchaField } from '@/components/captcha-field';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { Label } from '@/components/ui/label';
import { Select, type SelectOption } from '@/components/ui/select';
import { toDate, toIsoDate } from '@/lib/dates';
import { HEIGHTS } from '@/lib/enums/heights';
import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import { US_STATES } from '@/lib/enums/us-states';
import { WEIGHTS } from '@/lib/enums/weights';
import type { FieldControlProps } from '@/components/ui/form-field';

// Controls the guy registration and the male profile form share.

export const HEIGHT_OPTIONS: readonly SelectOption[] = HEIGHTS.map((h) => ({
  value: String(h.inches),
  label: h.label,
}));
export const WEIGHT_OPTIONS: readonly SelectOption[] = WEIGHTS.map((w) => ({ value: String(w.lbs), label: w.label }));
export const STATE_OPTIONS: readonly SelectOption[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** The interests a guy can tick: the spec's catalogue plus bondage_wrestling (spec "Guy user" interest flags). */
export const GUY_INTERESTS = SERVICES.filter((s) => !s.extra || s.key === 'bondage_wrestling');

interface ChoiceProps {
  control: FieldControlProps;
  options: readonly SelectOption[];
  value: string | number | undefined;
  onChange: (value: string) => void;
  placeholder: string;
}

/** A Radix select fed from a FormField's control props (id, aria-describedby, aria-invalid). */
export function ChoiceSelect({ control, options, value, onChange, placeholder }: ChoiceProps) {
  return (
    <Select
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      options={options}
      value={value === undefined || value === '' ? '' : String(value)}
      onValueChange={onChange}
      placeholder={placeholder}
    />
  );
}

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

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  checked,
  onChange,
  description,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onChange(next === true)} className="mt-0.5" />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="leading-snug font-normal">
          {label}
        </Label>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
    </div>
  );
}

/** The interest flags as a grid of labelled checkboxes. */
export function InterestsFieldset({
  value,
  onChange,
}: {
  value: Partial<Record<ServiceCamel, boolean>> | undefined;
  onChange: (value: Partial<Record<ServiceCamel, boolean>>) => void;
}) {
  const current = value ?? {};
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">Interests</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6 lg:grid-cols-3">
        {GUY_INTERESTS.map((service) => (
          <CheckboxField
            key={service.camel}
            label={service.label}
            checked={current[service.camel] === true}
            onChange={(checked) => onChange({ ...current, [service.camel]: checked })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The captcha with its label and error, as the contact form has it. `resetKey` remounts it with a fresh challenge. */
export function CaptchaBlock({
  resetKey,
  onChange,
  error,
}: {
  resetKey: number;
  onChange: (payload: string) => void;
  error?: string;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        Captcha
      </span>
      <CaptchaField
        key={resetKey}
        onChange={onChange}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={!!error}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
