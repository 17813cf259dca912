// Code a page needs only once someone uses it (sonner's toaster, the queue's refusal) is fetched at the
// page's first input, not with its first load (decision 038, session 18).

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
