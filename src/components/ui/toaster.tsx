'use client';

import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/** Mounted once in the root layout. Spec section 4: only one toast is shown at a time. */
export function Toaster() {
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
