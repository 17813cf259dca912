'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SuggestionTextInput, type Suggestion } from './suggestion-input';

export interface FormSuggestionFieldProps<T extends FieldValues, S extends Suggestion> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  load: (text: string, signal: AbortSignal) => Promise<S[]>;
  onPick?: (suggestion: S) => void;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  minLength?: number;
  className?: string;
}

export function FormSuggestionField<T extends FieldValues, S extends Suggestion>({
  control,
  name,
  label,
  load,
  onPick,
  required,
  maxLength,
  placeholder,
  minLength,
  className,
}: FormSuggestionFieldProps<T, S>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} required={required} className={className}>
          {(props) => (
            <SuggestionTextInput
              {...props}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | null | undefined) ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              load={load}
              minLength={minLength}
              onPick={onPick}
              maxLength={maxLength}
              placeholder={placeholder}
            />
          )}
        </FormField>
      )}
    />
  );
}
