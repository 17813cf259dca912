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

/** The country and state a form holds in its `country` and `state` values. */
function useFormPlace<T extends FieldValues>(control: Control<T>) {
  const [country, state] = useWatch({ control, name: ['country', 'state'] as Path<T>[] }) as (string | undefined)[];
  return { country, state };
}

/**
 * The city of a form whose place is its `city`, `state` and `country` values: suggestions keep to
 * the state and country it holds, and picking a city fills them.
 */
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

/**
 * The state of such a form: picked from the list of US states when its country is the United
 * States, else free text with suggestions (a StateField, which no form requires).
 */
export function FormStateField<T extends FieldValues>({
  maxLength,
  ...choice
}: Omit<FormChoiceFieldProps<T>, 'name' | 'label' | 'options'> & {
  /** The free text's length. */
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
