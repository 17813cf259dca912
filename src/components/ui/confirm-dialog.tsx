'use client';

import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { MountedOnFirstOpen, dialogPanelClassWith, overlayClass } from './dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel?: ReactNode;
  pendingLabel?: ReactNode;
  cancelLabel?: ReactNode;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** The dialog stays open while a returned promise is pending, and after a rejection or `false`. */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  pending?: boolean;
  className?: string;
}

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
      // The caller reports the failure.
    } finally {
      setRunning(false);
    }
  };

  return (
    <MountedOnFirstOpen trigger={trigger} open={open} onOpen={() => setOpen(true)}>
      {() => (
        <AlertDialog.Root open={open} onOpenChange={setOpen}>
          {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
          <AlertDialog.Portal>
            <AlertDialog.Overlay className={overlayClass} />
            <AlertDialog.Content className={dialogPanelClassWith(className)}>
              <div className="flex flex-col gap-1.5">
                <AlertDialog.Title className="text-lg leading-tight font-semibold">{title}</AlertDialog.Title>
                {description ? (
                  <AlertDialog.Description className="text-sm text-muted-foreground">
                    {description}
                  </AlertDialog.Description>
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
      )}
    </MountedOnFirstOpen>
  );
}

export function ConfirmDeletion(props: Omit<ConfirmDialogProps, 'title' | 'confirmLabel' | 'pendingLabel'>) {
  return <ConfirmDialog title="Confirm Deletion" confirmLabel="Delete" pendingLabel="Deleting..." {...props} />;
}
