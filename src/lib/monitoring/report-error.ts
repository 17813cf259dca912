// The browser's side of error monitoring that every page carries: a few lines, no SDK. Error
// boundaries hand their error here; once the loader knows whether monitoring is on, errors queued
// meanwhile go to the SDK or are dropped (decision 031).

type Reporter = (error: unknown) => void;

const MAX_QUEUED = 20;
let reporter: Reporter | null = null;
let disabled = false;
let queued: unknown[] = [];

export function reportError(error: unknown): void {
  if (disabled) return;
  if (reporter) reporter(error);
  else if (queued.length < MAX_QUEUED) queued.push(error);
}

/** The SDK's reporter once it is loaded, or null when monitoring is off (the queue is dropped). */
export function setReporter(next: Reporter | null): void {
  const waiting = queued;
  queued = [];
  if (!next) {
    disabled = true;
    return;
  }
  reporter = next;
  for (const error of waiting) next(error);
}
