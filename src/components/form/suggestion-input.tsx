'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Input, type InputProps } from '@/components/ui/input';
import { cx } from '@/lib/class-names';

// The WAI-ARIA combobox (list autocomplete). Typing stays free: a suggestion fills the field only
// when picked.

export interface Suggestion {
  key: string;
  value: string;
  label: string;
}

const NONE: readonly never[] = [];

/** Fetched after a pause in typing; stale answers are dropped. */
export function useSuggestions<T extends Suggestion>(
  text: string,
  load: (text: string, signal: AbortSignal) => Promise<T[]>,
  { minLength = 2, delayMs = 250 }: { minLength?: number; delayMs?: number } = {},
): readonly T[] {
  const [found, setFound] = useState<{ text: string; items: readonly T[] }>({ text: '', items: NONE });
  const query = text.trim();
  useEffect(() => {
    if (query.length < minLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal)
        .then((items) => setFound({ text: query, items }))
        .catch(() => {
          // Suggestions are a help, not a gate.
          if (!controller.signal.aborted) setFound({ text: query, items: NONE });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, load, minLength, delayMs]);
  return query.length >= minLength && found.text === query ? found.items : NONE;
}

export function moveHighlight(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}

export interface SuggestionInputProps<T extends Suggestion> extends Omit<
  InputProps,
  'value' | 'onChange' | 'role' | 'list'
> {
  value: string;
  onValueChange: (value: string) => void;
  suggestions: readonly T[];
  onPick?: (suggestion: T) => void;
  /** Generic on purpose: a list named after the field would answer to the field's own name too. */
  listLabel?: string;
}

export function SuggestionInput<T extends Suggestion>({
  value,
  onValueChange,
  suggestions,
  onPick,
  listLabel = 'Suggestions',
  className,
  onBlur,
  onKeyDown,
  ...inputProps
}: SuggestionInputProps<T>) {
  const listId = `${useId()}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [listFor, setListFor] = useState(suggestions);
  if (listFor !== suggestions) {
    setListFor(suggestions);
    setActive(-1);
  }
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function pick(suggestion: T) {
    onValueChange(suggestion.value);
    onPick?.(suggestion);
    setOpen(false);
    setActive(-1);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const key = event.key;
        setOpen(true);
        setActive((i) => moveHighlight(i, suggestions.length, key));
        return;
      }
      case 'Enter':
        // Otherwise Enter submits the form as usual.
        if (shown && active >= 0 && suggestions[active]) {
          event.preventDefault();
          pick(suggestions[active]);
        }
        return;
      case 'Escape':
        // A second Escape is left to the container (a dialog).
        if (shown) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  }

  return (
    <div className={cx('relative', className)}>
      <Input
        {...inputProps}
        value={value}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKey}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseEnter={() => setActive(index)}
            className={cx(
              'cursor-pointer px-3 py-2 text-base sm:text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'text-foreground',
            )}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {shown ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'} available.` : ''}
      </p>
    </div>
  );
}

export function SuggestionTextInput<S extends Suggestion>({
  load,
  minLength,
  value,
  ...props
}: Omit<SuggestionInputProps<S>, 'suggestions'> & {
  load: (text: string, signal: AbortSignal) => Promise<S[]>;
  minLength?: number;
}) {
  const suggestions = useSuggestions(value, load, { minLength });
  return <SuggestionInput {...props} value={value} suggestions={suggestions} />;
}
