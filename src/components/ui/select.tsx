'use client';

import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { utility, withOverrides } from '@/lib/class-names';
import { fieldControlClass } from './input';

const RadixSelect = lazy(() => import('./select-radix'));

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

// Radix forbids '' as an item value, so the "no choice" item uses a sentinel.
const NONE = '__none__';
const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Lists the placeholder first so a choice can be undone (onValueChange receives ''). */
  placeholderOption?: boolean;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A closed Radix select mounts all its items and sets state from refs while hydrating, which forced a
 * synchronous re-render (decision 038). Closed, this is Radix's trigger markup with no Radix behind it;
 * the first open mounts Radix, whose list then exists only while open.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select...',
  placeholderOption = false,
  name,
  id,
  disabled,
  required,
  invalid,
  className,
  ref,
  ...aria
}: SelectProps) {
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const change = (next: string) => {
    const chosen = next === NONE ? '' : next;
    if (value === undefined) setOwn(chosen);
    onValueChange?.(chosen);
  };
  const items = placeholderOption ? [{ value: NONE, label: placeholder }, ...options] : options;
  const typeahead = useTypeahead(items, current, change);
  const openNow = () => {
    if (disabled) return;
    setLive(true);
    setOpen(true);
  };
  const pointerType = useRef('touch');

  const triggerProps = {
    id,
    'aria-describedby': aria['aria-describedby'],
    'aria-label': aria['aria-label'],
    'aria-invalid': invalid || aria['aria-invalid'] || undefined,
    className: withOverrides(
      `${fieldControlClass} flex h-10 items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground`,
      className,
      [utility.height, utility.width],
    ),
    ref,
  };
  const label = current ? options.find((option) => option.value === current)?.label : placeholder;
  const triggerChildren = (
    <>
      <span style={{ pointerEvents: 'none' }}>{label}</span>
      <span aria-hidden="true">
        <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
      </span>
    </>
  );
  const posted = name ? <input type="hidden" name={name} value={current ?? ''} disabled={disabled} /> : null;

  const closed = (
    <>
      <button
        type="button"
        role="combobox"
        aria-controls={undefined}
        aria-expanded={false}
        aria-required={required}
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        disabled={disabled}
        data-disabled={disabled ? '' : undefined}
        data-placeholder={current ? undefined : ''}
        {...triggerProps}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
          if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') {
            event.preventDefault();
            openNow();
          }
        }}
        onClick={() => {
          if (pointerType.current !== 'mouse') openNow();
        }}
        onKeyDown={(event) => {
          const typingAhead = typeahead.search.current !== '';
          typeahead.onKeyDown(event);
          if (typingAhead && event.key === ' ') return;
          if (OPEN_KEYS.includes(event.key)) {
            event.preventDefault();
            openNow();
          }
        }}
      >
        {triggerChildren}
      </button>
      {posted}
    </>
  );
  if (!live) return closed;

  return (
    // Radix's code loads on the first open; meanwhile the trigger stays as it was.
    <Suspense fallback={closed}>
      <RadixSelect
        value={current ?? ''}
        onValueChange={change}
        open={open}
        onOpenChange={setOpen}
        disabled={disabled}
        required={required}
        triggerProps={{ ...triggerProps, onKeyDown: typeahead.onKeyDown }}
        triggerChildren={triggerChildren}
        items={items}
        none={NONE}
      >
        {posted}
      </RadixSelect>
    </Suspense>
  );
}

/** Radix's typeahead on a closed trigger, read from the options since no item is mounted. */
function useTypeahead(items: readonly SelectOption[], current: string | undefined, choose: (value: string) => void) {
  const search = useRef('');
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return;
    search.current += event.key;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => (search.current = ''), 1000);
    const next = findNextOption(
      items.filter((item) => !item.disabled),
      search.current,
      current,
    );
    if (next) choose(next.value);
  };
  return { search, onKeyDown };
}

export function findNextOption(items: readonly SelectOption[], search: string, current: string | undefined) {
  const repeated = search.length > 1 && Array.from(search).every((char) => char === search[0]);
  const needle = (repeated ? search[0]! : search).toLowerCase();
  const start = Math.max(
    items.findIndex((item) => item.value === current),
    0,
  );
  let wrapped = items.map((_, index) => items[(start + index) % items.length]!);
  if (needle.length === 1) wrapped = wrapped.filter((item) => item.value !== current);
  const next = wrapped.find((item) => item.label.toLowerCase().startsWith(needle));
  return next?.value !== current ? next : undefined;
}
