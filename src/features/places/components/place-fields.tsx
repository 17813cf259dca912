'use client';

import type { Control, FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';
import { FormChoiceField } from '@/components/form/form-choice-field';
import { FormSuggestionField } from '@/components/form/form-suggestion-field';
import { STATE_OPTIONS } from '@/components/form/options';
import { isUsCountry } from '@/lib/enums/us-states';
import { useCityOptions, useStateOptions, type CityOption, type StateOption } from './place-options';

// City and state inputs of every form (sign-ups, profile edits, travels, timewaster report):
// free text, with suggestions from the world-cities data (GET /api/v1/city-options and
// /api/v1/state-options) narrowed by the country and state the form already holds.

interface PlaceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  className?: string;
  /** The country the form holds: suggestions keep to it. */
  country?: string | null;
}

/** What every form does when a city is picked: its `state` and `country` fields follow the city. */
export function fillStateAndCountry<T extends FieldValues>(setValue: UseFormSetValue<T>) {
  const set = (name: string, value: string) =>
    setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
  return (place: CityOption) => {
    if (place.state) set('state', place.state);
    set('country', place.country);
  };
}

/** A city field; picking "Chicago, IL" hands the place to onPickPlace (to fill state and country). */
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

/** A state field for places where it is free text (outside the US, or a search filter). */
export function StateField<T extends FieldValues>({
  label = 'State',
  country,
  onPickPlace,
  ...field
}: PlaceFieldProps<T> & { onPickPlace?: (place: StateOption) => void }) {
  const load = useStateOptions(country);
  return <FormSuggestionField {...field} label={label} load={load} minLength={1} onPick={onPickPlace} />;
}

/**
 * A place's state: picked from the list of US states when the country is the United States,
 * else free text with suggestions (a StateField, which no form requires).
 */
export function PlaceStateField<T extends FieldValues>({
  control,
  name,
  country,
  required,
  placeholder,
  clearable,
  focusOnError,
  maxLength,
}: {
  control: Control<T>;
  name: Path<T>;
  country: string | null | undefined;
  /** Required in the United States. */
  required?: boolean;
  /** The list's placeholder, e.g. 'Select State'. */
  placeholder: string;
  clearable?: boolean;
  focusOnError?: boolean;
  /** The free text's length. */
  maxLength?: number;
}) {
  return isUsCountry(country) ? (
    <FormChoiceField
      control={control}
      name={name}
      label="State"
      options={STATE_OPTIONS}
      placeholder={placeholder}
      required={required}
      clearable={clearable}
      focusOnError={focusOnError}
    />
  ) : (
    <StateField control={control} name={name} maxLength={maxLength} country={country} />
  );
}
