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

async function show(kind: 'success' | 'error', ...args: ToastArguments): Promise<void> {
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), mounted]);
  // Spec §4: one toast at a time. visibleToasts={1} only hides the older ones, which come back
  // when the newest goes: the new toast replaces them.
  sonnerToast.dismiss();
  sonnerToast[kind](...args);
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
