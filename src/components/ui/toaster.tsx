'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { loadAtFirstInput, retryingLoader } from '@/lib/first-input';

// sonner is in no page's first load (decision 024), and is not even fetched at load: the page's first
// input (a press, a key, a focus) or its first toast loads it (decision 038, session 18). Toasts wait
// until it is loaded and mounted (sonner drops a toast while no Toaster listens); a toast follows an
// action, so its live region is in the page before the toast is. A fetch that failed (offline) is tried
// again at the next input or toast (session 19).

type Sonner = typeof import('sonner');
type ToastArguments = Parameters<Sonner['toast']['success']>;

const loadSonner = retryingLoader(() => import('sonner'));

// A toast asks the mounted Toaster to load sonner now; one asked before it mounted is remembered.
let toastAsked = false;
let askToaster: () => void = () => {
  toastAsked = true;
};

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

let openError: string | number | null = null;
let waitingSuccess: ToastArguments | null = null;

async function show(kind: 'success' | 'error', ...args: ToastArguments): Promise<void> {
  askToaster();
  await mounted;
  const { toast: sonnerToast } = await loadSonner();
  // A failure is read before a success replaces it.
  if (kind === 'success' && openError !== null) {
    waitingSuccess = args;
    return;
  }
  // Spec §4: one toast at a time; visibleToasts={1} only hides the older ones.
  sonnerToast.dismiss();
  if (kind === 'success') {
    sonnerToast.success(...args);
    return;
  }
  const [message, options] = args;
  const closed = () => {
    if (openError !== id) return;
    openError = null;
    const next = waitingSuccess;
    waitingSuccess = null;
    if (next) void show('success', ...next);
  };
  const id = sonnerToast.error(message, {
    ...options,
    onDismiss: (t) => {
      options?.onDismiss?.(t);
      closed();
    },
    onAutoClose: (t) => {
      options?.onAutoClose?.(t);
      closed();
    },
  });
  openError = id;
}

export const toast = {
  success: (...args: ToastArguments): void => void show('success', ...args),
  error: (...args: ToastArguments): void => void show('error', ...args),
};

export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const mount = (module: Sonner) => {
      if (live) setSonner(() => module.Toaster);
    };
    const stopWaiting = loadAtFirstInput(loadSonner, mount);
    // A failed fetch here is left to the next input (loadAtFirstInput's retry).
    const loadNow = () => void loadSonner().then(mount, () => undefined);
    askToaster = loadNow;
    if (toastAsked) loadNow();
    return () => {
      live = false;
      stopWaiting();
      askToaster = () => {
        toastAsked = true;
      };
    };
  }, []);
  // A child's effects run before its parent's: sonner's Toaster has subscribed.
  useEffect(() => {
    if (Sonner) markMounted();
  }, [Sonner]);
  if (!Sonner) return null;
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      theme="system"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
