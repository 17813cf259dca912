'use client';

import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldDescription, FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';

/** true/false by default; `checkedValue` stores something else when ticked, undefined when not. */
export function FormCheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  checkedValue = true,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  checkedValue?: unknown;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = `${id}-error`;
  const unchecked = checkedValue === true ? false : undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <div className="flex flex-col gap-1.5" data-invalid={error ? '' : undefined}>
          <div className="flex items-start gap-2.5">
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === checkedValue}
              onCheckedChange={(next) => field.onChange(next === true ? checkedValue : unchecked)}
              onBlur={field.onBlur}
              invalid={!!error}
              aria-required={required || undefined}
              aria-describedby={[descriptionId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={id} required={required} className="leading-snug font-normal">
                {label}
              </Label>
              <FieldDescription id={descriptionId}>{description}</FieldDescription>
            </div>
          </div>
          <FieldError id={errorId}>{error?.message}</FieldError>
        </div>
      )}
    />
  );
}
