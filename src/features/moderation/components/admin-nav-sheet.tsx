'use client';

import type { ReactNode, RefObject } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

/** The admin links in a sheet on phones (admin-nav.tsx); closing gives focus back to its button. */
export default function AdminNavSheet({
  open,
  onOpenChange,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-0 left-0 h-full max-w-xs translate-x-0 translate-y-0 rounded-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogTitle>Admin</DialogTitle>
        <nav aria-label="Admin">{children}</nav>
      </DialogContent>
    </Dialog>
  );
}
