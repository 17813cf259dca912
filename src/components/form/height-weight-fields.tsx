'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormChoiceField } from './form-choice-field';
import { HEIGHT_OPTIONS, WEIGHT_OPTIONS } from './options';

const MEASURES = [
  { name: 'height', label: 'Height', options: HEIGHT_OPTIONS },
  { name: 'weight', label: 'Weight', options: WEIGHT_OPTIONS },
] as const;

export function HeightWeightFields<T extends FieldValues>({
  control,
  placeholders = ['Select height', 'Select weight'],
  required,
  clearable,
}: {
  control: Control<T>;
  placeholders?: readonly [string, string];
  required?: boolean;
  clearable?: boolean;
}) {
  return MEASURES.map((measure, i) => (
    <FormChoiceField
      key={measure.name}
      control={control}
      name={measure.name as Path<T>}
      label={measure.label}
      options={measure.options}
      placeholder={placeholders[i]!}
      required={required}
      clearable={clearable}
    />
  ));
}
