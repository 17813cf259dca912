'use client';

import { useCallback } from 'react';
import type { Suggestion } from '@/components/form/suggestion-input';
import { apiJson } from '@/lib/api-client';

// Apart from the form fields, so a page without react-hook-form takes them without it.

export interface CityOption {
  key: string;
  value: string;
  label: string;
  state: string;
  country: string;
}

export interface StateOption {
  key: string;
  value: string;
  label: string;
  country: string;
}

interface Collection<A> {
  data: { id: string; attributes: A }[];
}

function placeQuery(text: string, narrow: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams({ q: text });
  for (const [name, value] of Object.entries(narrow)) if (value?.trim()) query.set(name, value.trim());
  return query.toString();
}

export function useCityOptions(country?: string | null, state?: string | null) {
  return useCallback(
    async (text: string, signal: AbortSignal): Promise<CityOption[]> => {
      const body = await apiJson<Collection<{ city: string; state: string; country: string; label: string }>>(
        `/api/v1/city-options?${placeQuery(text, { country, state })}`,
        { signal },
      );
      return body.data.map(({ id, attributes }) => ({ key: id, value: attributes.city, ...attributes }));
    },
    [country, state],
  );
}

export function useStateOptions(country?: string | null) {
  return useCallback(
    async (text: string, signal: AbortSignal): Promise<StateOption[]> => {
      const body = await apiJson<Collection<{ state: string; country: string; label: string }>>(
        `/api/v1/state-options?${placeQuery(text, { country })}`,
        { signal },
      );
      return body.data.map(({ id, attributes }) => ({ key: id, value: attributes.state, ...attributes }));
    },
    [country],
  );
}

/** The places the site already knows first, without repeating one. */
export function useKnownPlacesFirst(
  known: readonly string[],
  load: (text: string, signal: AbortSignal) => Promise<Suggestion[]>,
  limit = 8,
) {
  return useCallback(
    async (text: string, signal: AbortSignal): Promise<Suggestion[]> => {
      const prefix = text.trim().toLowerCase();
      const ours = known
        .filter((place) => place.toLowerCase().startsWith(prefix))
        .map((place) => ({ key: `known:${place}`, value: place, label: place }));
      const taken = new Set(ours.map((place) => place.value.toLowerCase()));
      const world = (await load(text, signal)).filter((place) => !taken.has(place.value.toLowerCase()));
      return [...ours, ...world].slice(0, limit);
    },
    [known, load, limit],
  );
}
