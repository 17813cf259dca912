'use client';

import { useEffect, useState } from 'react';
import { apiJson } from '@/lib/api-client';

// Spec §3 "City options": a datalist under a city input, filled from GET /api/v1/city-options as
// the user types (the world-cities data stays on the server). The input names it with list={id}.

interface Options {
  data: { attributes: { city: string; label: string } }[];
}

export function CitySuggestions({ id, text, country }: { id: string; text: string; country?: string }) {
  const [cities, setCities] = useState<{ city: string; label: string }[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ q, ...(country ? { country } : {}) });
      apiJson<Options>(`/api/v1/city-options?${query}`)
        .then((body) => live && setCities(body.data.map((d) => d.attributes)))
        .catch(() => live && setCities([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, country]);
  return (
    <datalist id={id} data-testid="city-options">
      {text.trim().length < 2
        ? null
        : cities.map((c) => (
            <option key={c.label} value={c.city}>
              {c.label}
            </option>
          ))}
    </datalist>
  );
}
