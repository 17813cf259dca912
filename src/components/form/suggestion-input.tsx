'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Input, type InputProps } from '@/components/ui/input';
import { cn } from '@/lib/utils';

// A text input that suggests values as you type: the WAI-ARIA combobox pattern (list autocomplete,
// https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Typing stays free: a suggestion only fills
// the field when picked (click, or Up/Down then Enter), so any text the user types is still sent.

export interface Suggestion {
  /** Unique within one list. */
  key: string;
  /** What picking it writes into the field. */
  value: string;
  /** What the option shows ("Chicago, IL"). */
  label: string;
}

const NONE: readonly never[] = [];

/** Suggestions for the text, fetched after a pause in typing; stale answers are dropped. */
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
          // A failed suggestion request leaves the field as it is: suggestions are a help, not a gate.
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

/** The highlighted option after Up or Down in a list of `count`: wraps around; -1 is none. */
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
  /** Called after a suggestion's value was written into the field (e.g. to fill the state too). */
  onPick?: (suggestion: T) => void;
  /**
   * Accessible name of the list. Generic on purpose: the combobox names the field, and a list named
   * after it ('City …') would answer to the field's own name too.
   */
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
  // The typed text the open list belongs to: a new answer for other text resets the highlight.
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
        // Only a highlighted suggestion takes Enter; otherwise it submits the form as usual.
        if (shown && active >= 0 && suggestions[active]) {
          event.preventDefault();
          pick(suggestions[active]);
        }
        return;
      case 'Escape':
        // Closes the list first; a second Escape is left to whatever contains the form (a dialog).
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
    <div className={cn('relative', className)}>
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
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
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

/** SuggestionInput with its suggestions fetched for what is typed (also for forms without react-hook-form). */
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
