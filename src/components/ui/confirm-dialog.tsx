'use client';

import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button, type ButtonVariant } from './button';
import { dialogPanelClass, overlayClass } from './dialog';

export interface ConfirmDialogProps {
  /** e.g. 'Confirm Deletion'. */
  title: ReactNode;
  /** e.g. 'Are you sure you want to delete timewaster with id 12?' */
  description?: ReactNode;
  /** Extra content between the description and the buttons (a comment box, an inline error). */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  /** Shown on the confirm button while onConfirm runs, e.g. 'Deleting...'. */
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /**
   * Runs on confirm. The dialog stays open and busy while a returned promise is pending, closes
   * when it resolves, and stays open when it rejects or resolves to `false` (show the error
   * inline through `children`).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** Element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Busy state driven from outside (e.g. a useTransition pending flag). */
  pending?: boolean;
  className?: string;
}

/** Accessible confirmation (role="alertdialog") with Cancel and a confirm button. */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  pendingLabel,
  cancelLabel = 'Cancel',
  variant = 'danger',
  onConfirm,
  trigger,
  open: openProp,
  onOpenChange,
  pending: pendingProp = false,
  className,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [running, setRunning] = useState(false);
  const open = openProp ?? openState;
  const busy = running || pendingProp;

  const setOpen = (next: boolean) => {
    if (busy && !next) return; // don't close mid-request
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setRunning(true);
    try {
      const result = await onConfirm();
      if (result !== false) setOpen(false);
    } catch {
      // The caller reports the failure (toast or inline error); keep the dialog open.
    } finally {
      setRunning(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={cn(dialogPanelClass, className)}>
          <div className="flex flex-col gap-1.5">
            <AlertDialog.Title className="text-lg leading-tight font-semibold">{title}</AlertDialog.Title>
            {description ? (
              <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
            ) : null}
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={variant} loading={busy} loadingText={pendingLabel} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The deletion's confirmation: 'Confirm Deletion', then Delete (busy: 'Deleting...') or Cancel. */
export function ConfirmDeletion(props: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'pendingLabel'>) {
  return <ConfirmDialog title="Confirm Deletion" confirmLabel="Delete" pendingLabel="Deleting..." {...props} />;
}
