'use client';

import type { Ref } from 'react';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';

interface ChoiceSelectProps {
  control: FieldControlProps;
  options: readonly SelectOption[];
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  placeholder: string;
  clearable?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function ChoiceSelect({ control, options, value, onChange, placeholder, clearable, ref }: ChoiceSelectProps) {
  return (
    <Select
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      options={options}
      value={value === undefined || value === null || value === '' ? '' : String(value)}
      onValueChange={onChange}
      placeholder={placeholder}
      placeholderOption={clearable}
      ref={ref}
    />
  );
}
