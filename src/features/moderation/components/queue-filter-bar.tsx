'use client';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { AGE_FILTERS, type AgeFilter, type QueueFilters } from '../queue-filters';
import { QUEUE_SECTIONS, type QueueSectionKey } from '../sections';

const KIND_OPTIONS = [
  { value: 'all', label: 'Every kind' },
  ...QUEUE_SECTIONS.map(({ key, title }) => ({ value: key, label: title })),
];
const AGE_OPTIONS = (Object.keys(AGE_FILTERS) as AgeFilter[]).map((age) => ({
  value: age,
  label: AGE_FILTERS[age].label,
}));

/** The queue's filters: kind, age and a search for a person (name, username, e-mail, place) or text. */
export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
}) {
  return (
    <div role="search" aria-label="Filter the queue" className="grid gap-3 sm:grid-cols-3">
      <FormField label="Kind">
        <Select
          options={KIND_OPTIONS}
          value={filters.kind}
          onValueChange={(kind) => onChange({ ...filters, kind: kind as QueueSectionKey | 'all' })}
        />
      </FormField>
      <FormField label="Waiting">
        <Select
          options={AGE_OPTIONS}
          value={filters.age}
          onValueChange={(age) => onChange({ ...filters, age: age as AgeFilter })}
        />
      </FormField>
      <FormField label="Person or text">
        <Input
          type="search"
          value={filters.search}
          placeholder="Name, username, e-mail, place…"
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </FormField>
    </div>
  );
}
