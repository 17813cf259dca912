'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

// sonner (about 10 KB gzipped) is in no page's first load (decision 024): the Toaster fetches it once
// the page is up, and a toast asked for before then waits for it. It must also wait for the Toaster
// to be mounted: sonner drops a toast sent while no Toaster listens.

type Sonner = typeof import('sonner');
type ToastArguments = Parameters<Sonner['toast']['success']>;

let sonnerModule: Promise<Sonner> | undefined;
function loadSonner(): Promise<Sonner> {
  sonnerModule ??= import('sonner');
  return sonnerModule;
}

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The error toast on screen, and a success that waits for it to close. */
let openError: string | number | null = null;
let waitingSuccess: ToastArguments | null = null;

async function show(kind: 'success' | 'error', ...args: ToastArguments): Promise<void> {
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), mounted]);
  // A failure is read before a success replaces it: "Successfully saved." of a form sent while a
  // photo upload's error shows comes once that error closes (by its timer or its close button).
  if (kind === 'success' && openError !== null) {
    waitingSuccess = args;
    return;
  }
  // Spec §4: one toast at a time. visibleToasts={1} only hides the older ones, which come back
  // when the newest goes: the new toast replaces them.
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

/** The app's toasts (sonner's API, the two kinds the spec uses). */
export const toast = {
  success: (...args: ToastArguments): void => void show('success', ...args),
  error: (...args: ToastArguments): void => void show('error', ...args),
};

/** Mounted once in the root layout. Spec section 4: only one toast is shown at a time. */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner().then((module) => {
      if (live) setSonner(() => module.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  // After sonner's own Toaster has subscribed (a child's effects run before its parent's).
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
