'use client';

import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { FormChoiceField, type FormChoiceFieldProps } from '@/components/form/form-choice-field';
import { FormSuggestionField } from '@/components/form/form-suggestion-field';
import { STATE_OPTIONS } from '@/components/form/options';
import { isUsCountry } from '@/lib/enums/us-states';
import { useCityOptions, useStateOptions, type CityOption, type StateOption } from './place-options';

// City and state inputs of every form: free text with suggestions narrowed by the form's place.

interface PlaceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  className?: string;
  country?: string | null;
}

export function fillStateAndCountry<T extends FieldValues>(setValue: UseFormSetValue<T>) {
  const set = (name: string, value: string) =>
    setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
  return (place: CityOption) => {
    if (place.state) set('state', place.state);
    set('country', place.country);
  };
}

/** Picking "Chicago, IL" hands the place to onPickPlace. */
export function CityField<T extends FieldValues>({
  label = 'City',
  country,
  state,
  onPickPlace,
  ...field
}: PlaceFieldProps<T> & { state?: string | null; onPickPlace?: (place: CityOption) => void }) {
  const load = useCityOptions(country, state);
  return <FormSuggestionField {...field} label={label} load={load} onPick={onPickPlace} />;
}

/** Free text (outside the US, or a search filter). */
export function StateField<T extends FieldValues>({
  label = 'State',
  country,
  onPickPlace,
  ...field
}: PlaceFieldProps<T> & { onPickPlace?: (place: StateOption) => void }) {
  const load = useStateOptions(country);
  return <FormSuggestionField {...field} label={label} load={load} minLength={1} onPick={onPickPlace} />;
}

function useFormPlace<T extends FieldValues>(control: Control<T>) {
  const [country, state] = useWatch({ control, name: ['country', 'state'] as Path<T>[] }) as (string | undefined)[];
  return { country, state };
}

/** Suggestions keep to the form's state and country; picking a city fills them. */
export function FormCityField<T extends FieldValues>({
  control,
  setValue,
  ...field
}: Omit<PlaceFieldProps<T>, 'name' | 'country'> & { setValue: UseFormSetValue<T> }) {
  const { country, state } = useFormPlace(control);
  return (
    <CityField
      {...field}
      control={control}
      name={'city' as Path<T>}
      country={country}
      state={state}
      onPickPlace={fillStateAndCountry(setValue)}
    />
  );
}

/** A US state list in the United States, else free text with suggestions. */
export function FormStateField<T extends FieldValues>({
  maxLength,
  ...choice
}: Omit<FormChoiceFieldProps<T>, 'name' | 'label' | 'options'> & {
  maxLength?: number;
}) {
  const { country } = useFormPlace(choice.control);
  const name = 'state' as Path<T>;
  return isUsCountry(country) ? (
    <FormChoiceField {...choice} name={name} label="State" options={STATE_OPTIONS} />
  ) : (
    <StateField control={choice.control} name={name} maxLength={maxLength} country={country} />
  );
}
