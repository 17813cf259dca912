'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select, type SelectOption } from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';

export interface FormChoiceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
  clearable?: boolean;
  /** So a refused submit focuses it when it is the first wrong field. */
  focusOnError?: boolean;
}

export function FormChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  required,
  clearable,
  focusOnError,
}: FormChoiceFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} required={required}>
          {(props) => (
            <Select
              id={props.id}
              aria-describedby={props['aria-describedby']}
              aria-invalid={props['aria-invalid']}
              options={options}
              value={field.value === undefined || field.value === null || field.value === '' ? '' : String(field.value)}
              onValueChange={field.onChange}
              placeholder={placeholder}
              placeholderOption={clearable}
              ref={focusOnError ? field.ref : undefined}
            />
          )}
        </FormField>
      )}
    />
  );
}
