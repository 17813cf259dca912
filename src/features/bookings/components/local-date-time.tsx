'use client';

import { format } from 'date-fns';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * An instant in the reader's own time zone. The server does not know it, so the server (and
 * hydration) render UTC and the browser switches to local time right after: no mismatch.
 */
export function LocalDateTime({ value }: { value: string }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const text = isClient
    ? format(date, 'MM-dd-yyyy h:mm a')
    : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return <time dateTime={value}>{text}</time>;
}
