'use client';

import { useCallback, useEffect, useRef } from 'react';

/** `flush(value)` runs now and drops the pending call. */
export function useDebouncedCallback<T>(callback: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const run = useCallback(
    (value: T) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(value);
      }, delayMs);
    },
    [cancel, delayMs],
  );
  const flush = useCallback(
    (value: T) => {
      cancel();
      latest.current(value);
    },
    [cancel],
  );
  return { run, flush, cancel };
}
