'use client';

import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

/**
 * A dialog that is one small form: the button that opens it, its title and description, the
 * fields, then Cancel and the submit button. The caller owns `open` (to close it after a success).
 */
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
  /** The submit button is disabled while the form is sent. */
  busy?: boolean;
  cancelVariant?: ButtonVariant;
  /** Cancel's action: closes the dialog unless told otherwise. */
  onCancel?: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  return (
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
  );
}
