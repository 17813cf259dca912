'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import {
  cloneElement,
  isValidElement,
  useState,
  type ComponentProps,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { ApiError } from '@/lib/api-client';
import { cx, utility, withOverrides } from '@/lib/class-names';
import { Button, type ButtonVariant } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;

export const overlayClass = 'fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px] data-[state=open]:animate-fade-in';

export const dialogPanelClass =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 ' +
  'gap-4 overflow-y-auto rounded-card border border-border bg-surface p-5 text-foreground shadow-xl sm:p-6 ' +
  'data-[state=open]:animate-pop-in';

/** The panel's classes with a caller's: a sheet or a wider dialog replaces its size, place and corners. */
export function dialogPanelClassWith(className: string | undefined): string {
  return withOverrides(dialogPanelClass, className, [
    utility.maxHeight,
    utility.maxWidth,
    utility.height,
    utility.top,
    utility.left,
    utility.translateX,
    utility.translateY,
    utility.rounded,
  ]);
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cx(overlayClass, className)} {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  hideClose?: boolean;
  closeLabel?: string;
}

/** Always give it a <DialogTitle>. */
export function DialogContent({
  className,
  children,
  hideClose = false,
  closeLabel = 'Close',
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={dialogPanelClassWith(className)} {...props}>
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cx('text-lg leading-tight font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cx('text-sm text-muted-foreground', className)} {...props} />;
}

/**
 * A dialog mounted on its first open. Until then it is `trigger` with the attributes of Radix's closed
 * trigger and no Radix behind it (or nothing, without a trigger): Radix's tree costs every render, closed
 * or not, and a page may hold sixty closed dialogs (decision 049, session 17; decision 055, sessions 20–21).
 * From the first open on it is `children()`, the caller's whole dialog (its Radix root, whose trigger is
 * `trigger` again), mounted open and kept mounted: Radix moves focus in, and on closing back to its trigger.
 * `open` and `onOpen` are the caller's state; without them the first click alone mounts a dialog that keeps
 * its own state (and starts open).
 */
export function MountedOnFirstOpen({
  trigger,
  open = false,
  onOpen,
  children,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpen?: () => void;
  children: () => ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (opened || open) return children();
  if (!isValidElement<ClosedTriggerProps>(trigger)) return trigger ?? null;
  // cloneElement, not Radix's Slot: a page may hold sixty closed triggers, and the Slot's merged
  // props and refs cost about half a millisecond of a page's server render (decision 055, session 21).
  return cloneElement(trigger, {
    ...CLOSED_TRIGGER,
    onClick: () => {
      setOpened(true);
      onOpen?.();
    },
  });
}

type ClosedTriggerProps = HTMLAttributes<HTMLElement> & { 'data-state'?: string };

/** What Radix's closed trigger carries: the same attributes before and after the dialog is mounted. */
const CLOSED_TRIGGER: ClosedTriggerProps = {
  'aria-haspopup': 'dialog',
  'aria-expanded': false,
  'data-state': 'closed',
};

/** The caller owns `open` (to close it after a success). */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  submitLabel,
  busy,
  cancelVariant = 'ghost',
  onCancel = () => onOpenChange(false),
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  busy?: boolean;
  cancelVariant?: ButtonVariant;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <MountedOnFirstOpen trigger={trigger} open={open} onOpen={() => onOpenChange(true)}>
      {() => (
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>{trigger}</DialogTrigger>
          <DialogContent>
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription>{description}</DialogDescription>
              </DialogHeader>
              {children}
              <DialogFooter>
                <Button type="button" variant={cancelVariant} onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {submitLabel}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      )}
    </MountedOnFirstOpen>
  );
}

/**
 * `send(request)` keeps submit busy, closes on success, else shows the first error (or `fallback`).
 * `initiallyOpen`: for a dialog its caller mounts only when it is first opened (`MountedOnFirstOpen`
 * without `open`).
 */
export function useFormDialog(fallback: string, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function send(request: () => Promise<void>) {
    setBusy(true);
    try {
      await request();
      setError(undefined);
      setOpen(false);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.errors[0]?.detail ?? caught.message) : fallback);
    } finally {
      setBusy(false);
    }
  }
  return { open, setOpen, error, setError, busy, send };
}
