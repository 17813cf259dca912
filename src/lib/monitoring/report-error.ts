// The few lines every page carries: errors queue until the loader knows whether monitoring is on.

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
