'use client';

import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormChoiceField } from './form-choice-field';
import { HEIGHT_OPTIONS, WEIGHT_OPTIONS } from './options';

/** A person's height (inches) and weight (lbs), each picked from its list: the form's `height` and `weight` values. */
export function HeightWeightFields<T extends FieldValues>({
  control,
  placeholders = ['Select height', 'Select weight'],
  required,
  clearable,
}: {
  control: Control<T>;
  /** The selects' placeholders, height's then weight's. */
  placeholders?: readonly [string, string];
  required?: boolean;
  clearable?: boolean;
}) {
  const [height, weight] = placeholders;
  const choice = { control, required, clearable };
  return (
    <>
      <FormChoiceField
        {...choice}
        name={'height' as Path<T>}
        label="Height"
        options={HEIGHT_OPTIONS}
        placeholder={height}
      />
      <FormChoiceField
        {...choice}
        name={'weight' as Path<T>}
        label="Weight"
        options={WEIGHT_OPTIONS}
        placeholder={weight}
      />
    </>
  );
}
