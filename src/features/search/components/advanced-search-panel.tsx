'use client';

import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { SuggestionTextInput } from '@/components/form/suggestion-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { RangeSlider } from '@/components/ui/slider';
import { PHYSIQUE_OPTIONS } from '@/components/form/options';
import type { BodyType } from '@/lib/enums/body-types';
import { formatFeetInches } from '@/lib/enums/heights';
import {
  AGE_RANGE,
  HEIGHT_RANGE,
  WEIGHT_RANGE,
  filterToSearchParams,
  firstText,
  formatWeightRange,
  isFullRange,
  normalizeQuery,
  type Range,
  type SearchFilter,
} from '../schema';
import { useCityOptions, useKnownPlacesFirst, useStateOptions } from '@/features/places/components/place-options';
import { useDebouncedCallback } from './use-debounced-callback';

// Spec §2, §5. Each control keeps a local value that follows the filter when it changes from outside.

export type ApplyFilter = (patch: Partial<SearchFilter>, mode: 'push' | 'replace') => void;

export interface AdvancedSearchPanelProps {
  filter: SearchFilter;
  onApply: ApplyFilter;
  cities: readonly string[];
  states: readonly string[];
  placeholder?: string;
  filters?: boolean;
}

const TEXT_DELAY_MS = 300;
const PLACE_DELAY_MS = 500;
const SLIDER_DELAY_MS = 300;

function RangeField({
  label,
  bounds,
  value,
  onChange,
  format,
}: {
  label: string;
  bounds: { min: number; max: number };
  value: Range;
  onChange: (value: Range) => void;
  format: (range: Range) => string;
}) {
  const id = useId();
  const [lo, hi] = value;
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex items-baseline justify-between gap-2">
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid={`${label.toLowerCase()}-value`}>
          {format([lo, hi])}
        </span>
      </div>
      <RangeSlider
        aria-labelledby={id}
        min={bounds.min}
        max={bounds.max}
        value={value}
        onValueChange={onChange}
        thumbLabels={[`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`]}
        formatValue={(n) => format([n, n]).split(' - ')[0]!}
      />
    </div>
  );
}

export function AdvancedSearchPanel({
  filter,
  onApply,
  cities,
  states,
  placeholder = 'Search...',
  filters = true,
}: AdvancedSearchPanelProps) {
  const ids = { q: useId(), physique: useId(), city: useId(), state: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(filter.q);
  const [age, setAge] = useState<Range>(filter.age);
  const [weight, setWeight] = useState<Range>(filter.weight);
  const [height, setHeight] = useState<Range>(filter.height);
  const [physique, setPhysique] = useState<BodyType | null>(filter.physique);
  const [city, setCity] = useState(filter.city ?? '');
  const [state, setState] = useState(filter.state ?? '');

  // Keep what the user is typing when it means the same or when the change answers text this field
  // applied itself (the answer to "g" may come after "i").
  const filterKey = filterToSearchParams(filter).toString();
  const [seenKey, setSeenKey] = useState(filterKey);
  const [appliedText, setAppliedText] = useState(filter.q);
  if (seenKey !== filterKey) {
    setSeenKey(filterKey);
    if (normalizeQuery(text) !== filter.q && filter.q !== appliedText) {
      setText(filter.q);
      setAppliedText(filter.q);
    }
    if (firstText(city) !== filter.city) setCity(filter.city ?? '');
    if (firstText(state) !== filter.state) setState(filter.state ?? '');
    setAge(filter.age);
    setWeight(filter.weight);
    setHeight(filter.height);
    setPhysique(filter.physique);
  }

  const applyText = useDebouncedCallback((q: string) => {
    setAppliedText(normalizeQuery(q));
    onApply({ q: normalizeQuery(q) }, 'replace');
  }, TEXT_DELAY_MS);
  const applyCity = useDebouncedCallback((v: string) => onApply({ city: firstText(v) }, 'push'), PLACE_DELAY_MS);
  const applyState = useDebouncedCallback((v: string) => onApply({ state: firstText(v) }, 'push'), PLACE_DELAY_MS);
  const loadCities = useKnownPlacesFirst(cities, useCityOptions());
  const loadStates = useKnownPlacesFirst(states, useStateOptions());
  const applyAge = useDebouncedCallback((v: Range) => onApply({ age: v }, 'push'), SLIDER_DELAY_MS);
  const applyWeight = useDebouncedCallback((v: Range) => onApply({ weight: v }, 'push'), SLIDER_DELAY_MS);
  const applyHeight = useDebouncedCallback((v: Range) => onApply({ height: v }, 'push'), SLIDER_DELAY_MS);

  const slide =
    (set: (v: Range) => void, apply: typeof applyAge, bounds: { min: number; max: number }) => (v: Range) => {
      set(v);
      // Spec §5: back at full range applies at once.
      if (isFullRange(v, bounds)) apply.flush(v);
      else apply.run(v);
    };

  return (
    <form
      role="search"
      aria-label="Advanced Search"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        applyText.flush(text);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.q} className="sr-only">
          Search
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={inputRef}
            id={ids.q}
            type="search"
            name="q"
            value={text}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={500}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
            onChange={(event) => {
              setText(event.target.value);
              applyText.run(event.target.value);
            }}
          />
          {text ? (
            <button
              type="button"
              aria-label="Clear"
              className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => {
                setText('');
                applyText.flush('');
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>

      {filters ? (
        <>
          <RangeField
            label="Age"
            bounds={AGE_RANGE}
            value={age}
            onChange={slide(setAge, applyAge, AGE_RANGE)}
            format={([a, b]) => `${a} - ${b}`}
          />
          <RangeField
            label="Weight"
            bounds={WEIGHT_RANGE}
            value={weight}
            onChange={slide(setWeight, applyWeight, WEIGHT_RANGE)}
            format={formatWeightRange}
          />
          <RangeField
            label="Height"
            bounds={HEIGHT_RANGE}
            value={height}
            onChange={slide(setHeight, applyHeight, HEIGHT_RANGE)}
            format={([a, b]) => `${formatFeetInches(a)} - ${formatFeetInches(b)}`}
          />

          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.physique}>Physique</Label>
            <Select
              id={ids.physique}
              options={PHYSIQUE_OPTIONS}
              value={physique ?? ''}
              placeholder="Select Physique"
              placeholderOption
              onValueChange={(value) => {
                const next = (value || null) as BodyType | null;
                setPhysique(next);
                onApply({ physique: next }, 'push');
              }}
            />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.city}>City</Label>
            <SuggestionTextInput
              id={ids.city}
              name="city"
              value={city}
              placeholder="Enter city"
              maxLength={200}
              load={loadCities}
              onValueChange={(value) => {
                setCity(value);
                applyCity.run(value);
              }}
            />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.state}>State</Label>
            <SuggestionTextInput
              id={ids.state}
              name="state"
              value={state}
              placeholder="Enter state"
              maxLength={200}
              minLength={1}
              load={loadStates}
              onValueChange={(value) => {
                setState(value);
                applyState.run(value);
              }}
            />
          </div>
        </>
      ) : null}
    </form>
  );
}
