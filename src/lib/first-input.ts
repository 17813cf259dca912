// Code a page needs only once someone uses it (sonner's toaster, the queue's refusal) is fetched at the
// page's first input, not with its first load (decision 038, session 18). Such a fetch can fail (the
// browser went offline since the page loaded): it is tried again at the next input, never left as an
// uncaught error or a toaster that stays away for good (session 19).

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `run` once, at the first press, key or focus anywhere in the document (captured, so a handler
 * that stops the event does not hide it). Returns the way to stop waiting (an effect's cleanup).
 */
export function onFirstInput(run: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INPUT) document.removeEventListener(type, handle, { capture: true });
  };
  function handle() {
    stop();
    run();
  }
  for (const type of FIRST_INPUT) document.addEventListener(type, handle, { capture: true, passive: true });
  return stop;
}

/**
 * A module fetched on demand: every caller shares one fetch, and a fetch that failed is forgotten, so
 * the next call fetches again instead of answering the old failure for the rest of the page's life.
 */
export function retryingLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Fetches `load`'s module at the page's first input; a failed fetch waits for the next input and tries
 * again, until one succeeds and `loaded` receives the module. Returns the way to stop (an effect's
 * cleanup): no retry is scheduled and `loaded` is not called after it.
 */
export function loadAtFirstInput<T>(load: () => Promise<T>, loaded: (module: T) => void = () => undefined): () => void {
  let live = true;
  let stopWaiting = onFirstInput(attempt);
  function attempt() {
    load().then(
      (module) => {
        if (live) loaded(module);
      },
      () => {
        if (live) stopWaiting = onFirstInput(attempt);
      },
    );
  }
  return () => {
    live = false;
    stopWaiting();
  };
}
