'use client';

import { X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { girlLocation } from '@/features/girls/components/girl-card';
import { cx } from '@/lib/class-names';
// Not ../client or ../schema: they carry zod, and this box is on every page.
import { DROPDOWN_LIMIT, normalizeQuery, textSearchHref } from '../query-text';
import { fetchTextSearch } from '../text-search-client';
import type { SearchResult } from '../types';
import { useDebouncedCallback } from './use-debounced-callback';

// Spec §2 "Site search box"; the WAI-ARIA combobox (focus stays in the input).

const FETCH_DELAY_MS = 250;

type State =
  | { status: 'idle' }
  | { status: 'loading'; q: string }
  | { status: 'done'; q: string; result: SearchResult }
  | { status: 'error'; q: string };

export interface SiteSearchBoxProps {
  className?: string;
  placeholder?: string;
}

export function SiteSearchBox({ className, placeholder = 'Search...' }: SiteSearchBoxProps) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => () => abort.current?.abort(), []);

  const search = useDebouncedCallback((q: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'loading', q });
    fetchTextSearch(q, DROPDOWN_LIMIT, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ status: 'done', q, result });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', q });
      },
    );
  }, FETCH_DELAY_MS);

  const q = normalizeQuery(text);
  const results = state.status === 'done' ? state.result.results : [];
  const viewAllHref = textSearchHref(q);
  const optionCount = q ? results.length + 1 : 0;
  const expanded = open && q !== '';

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(href: string) {
    close();
    router.push(href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!q) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (no highlight, back in the input) is part of the cycle.
      setActive((current) => ((current + 1 + step + optionCount + 1) % (optionCount + 1)) - 1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0 && active < results.length) go(results[active]!.href);
      else if (q) go(viewAllHref);
    }
  }

  const optionId = (i: number) => `${id}-option-${i}`;
  // Options are not links (a control inside a control is unreachable by screen readers).
  const chooseOnClick = (href: string) => ({
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => go(href),
  });
  return (
    <div
      ref={rootRef}
      className={cx('relative w-full', className)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <span
        aria-hidden="true"
        className="icon-search pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search girls"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        className="h-10 w-full rounded-lg border border-input bg-surface pr-10 pl-9 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          const next = normalizeQuery(event.target.value);
          if (next) {
            setState({ status: 'loading', q: next });
            search.run(next);
          } else {
            search.cancel();
            abort.current?.abort();
            setState({ status: 'idle' });
          }
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => {
            setText('');
            search.cancel();
            abort.current?.abort();
            setState({ status: 'idle' });
            close();
            inputRef.current?.focus();
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70vh,28rem)] overflow-auto rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg"
      >
        {state.status === 'loading' ? (
          <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
            <Spinner size="sm" decorative /> Searching...
          </li>
        ) : null}
        {state.status === 'done' && results.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            No Results Found
          </li>
        ) : null}
        {state.status === 'error' ? (
          <li role="presentation" className="px-3 py-2 text-sm text-danger-strong">
            Search Error
          </li>
        ) : null}
        {results.map((card, i) => (
          <li
            key={card.id}
            id={optionId(i)}
            role="option"
            aria-selected={active === i}
            onMouseEnter={() => setActive(i)}
            {...chooseOnClick(card.href)}
            className={cx(
              'flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm',
              active === i && 'bg-accent-soft text-accent-strong',
            )}
          >
            <span className="truncate font-medium">{card.stageName}</span>
            <span className="truncate text-xs text-muted-foreground">{girlLocation(card)}</span>
          </li>
        ))}
        <li
          id={optionId(results.length)}
          role="option"
          aria-selected={active === results.length}
          onMouseEnter={() => setActive(results.length)}
          {...chooseOnClick(viewAllHref)}
          className={cx(
            'mt-1 block cursor-pointer rounded-md border-t border-border px-3 py-2 text-sm font-medium text-accent-strong',
            active === results.length && 'bg-accent-soft',
          )}
        >
          View all results
        </li>
      </ul>
    </div>
  );
}
