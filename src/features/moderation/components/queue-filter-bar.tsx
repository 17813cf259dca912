'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { fieldControlClass, Input } from '@/components/ui/input';
import { cx } from '@/lib/class-names';
import { AGE_FILTERS, queueFilterHref, SEARCH_MAX, type AgeFilter, type QueueFilters } from '../queue-filters';
import { QUEUE_SECTIONS, type QueueSectionKey } from '../sections';

const KIND_OPTIONS = [
  { value: 'all', label: 'Every kind' },
  ...QUEUE_SECTIONS.map(({ key, title }) => ({ value: key, label: title })),
];
const AGE_OPTIONS = (Object.keys(AGE_FILTERS) as AgeFilter[]).map((age) => ({
  value: age,
  label: AGE_FILTERS[age].label,
}));

/**
 * A native select: Radix's closed Select mounts its items, which set state while the page hydrates,
 * a sync re-render in the hydration's commit (about 20 ms in one task; decision 051).
 */
function FilterSelect({
  options,
  value,
  onValueChange,
  ...control
}: {
  options: readonly { value: string; label: string }[];
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  'aria-describedby'?: string;
}) {
  return (
    <select
      {...control}
      className={cx(fieldControlClass, 'h-10')}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** How long typing pauses before the search goes to the address (and the server). */
const SEARCH_PAUSE_MS = 400;

/**
 * The queue's filters: kind, age and a search for a person (name, username, e-mail, place) or
 * text. A filter is the page's address (queue-filters.ts): changing one navigates, the server reads
 * the queue with it, and the back button takes it back.
 */
export function QueueFilterBar({ filters }: { filters: QueueFilters }) {
  const router = useRouter();
  const pathname = usePathname();
  // The filters as chosen here: ahead of the page's while its navigation runs, so a second change
  // (the search typed after picking a kind) keeps the first.
  const chosen = useRef(filters);
  const [selects, setSelects] = useState({ kind: filters.kind, age: filters.age });
  // What the search box holds (sent after a pause in typing, on Enter and when it loses focus).
  const [typed, setTyped] = useState(filters.search);
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The searches this bar sent: their navigations must not overwrite what is typed since.
  const [asked, setAsked] = useState<string[]>([]);
  // The address changed (back, a link, a navigation done): the bar shows its filters; the search
  // box only when the address's search is not one typed here (back and forward forget those).
  const [shown, setShown] = useState(filters);
  if (queueFilterHref(shown) !== queueFilterHref(filters)) {
    setShown(filters);
    if (filters.search !== shown.search && !asked.includes(filters.search)) setTyped(filters.search);
    setSelects({ kind: filters.kind, age: filters.age });
  }
  useEffect(() => {
    chosen.current = filters;
  }, [filters]);
  useEffect(() => {
    const forget = () => setAsked([]);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);
  useEffect(() => () => void (pause.current && clearTimeout(pause.current)), []);

  const go = (change: Partial<QueueFilters>) => {
    if (pause.current) clearTimeout(pause.current);
    pause.current = null;
    const next = { ...chosen.current, ...change };
    const href = queueFilterHref(next);
    if (href === queueFilterHref(chosen.current)) return;
    chosen.current = next;
    setSelects({ kind: next.kind, age: next.age });
    setAsked((searches) => [...searches, next.search]);
    router.push(`${pathname}${href}`, { scroll: false });
  };
  const searchNow = (search: string) => go({ search: search.trim() });

  return (
    <form
      role="search"
      aria-label="Filter the queue"
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(typed);
      }}
    >
      <FormField label="Kind">
        <FilterSelect
          options={KIND_OPTIONS}
          value={selects.kind}
          onValueChange={(kind) => go({ kind: kind as QueueSectionKey | 'all' })}
        />
      </FormField>
      <FormField label="Waiting">
        <FilterSelect
          options={AGE_OPTIONS}
          value={selects.age}
          onValueChange={(age) => go({ age: age as AgeFilter })}
        />
      </FormField>
      <FormField label="Person or text">
        <Input
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          placeholder="Name, username, e-mail, place…"
          onChange={(event) => {
            const value = event.target.value;
            setTyped(value);
            if (pause.current) clearTimeout(pause.current);
            pause.current = setTimeout(() => searchNow(value), SEARCH_PAUSE_MS);
          }}
          onBlur={() => searchNow(typed)}
        />
      </FormField>
    </form>
  );
}
