'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-client';

/** Spec §8 Admin: server errors on queries and mutations show an alert titled 'Error'. */
export function ErrorAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return <Alert severity="error" title="Error" description={error} />;
}

export interface AdminMutation {
  error: string | null;
  setError: (error: string | null) => void;
  /** On failure: the 'Error' alert, a `failure` toast, and `onError` (e.g. field errors). */
  run: (
    call: () => Promise<unknown>,
    success: string,
    failure?: string,
    onError?: (caught: unknown) => void,
  ) => Promise<boolean>;
}

export function useAdminMutation(): AdminMutation {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const run: AdminMutation['run'] = async (call, success, failure, onError) => {
    try {
      await call();
    } catch (caught) {
      onError?.(caught);
      const text = failureMessage(caught);
      setError(text);
      if (failure) toast.error(failure, { description: text });
      return false;
    }
    setError(null);
    toast.success(success);
    router.refresh();
    return true;
  };
  return { error, setError, run };
}

/** A destructive step behind a confirmation dialog. */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = 'danger',
  children,
}: {
  label: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => Promise<boolean>;
  variant?: 'danger' | 'secondary';
  children?: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel="Saving..."
      onConfirm={onConfirm}
      trigger={
        <Button size="sm" variant={variant}>
          {label}
        </Button>
      }
    >
      {children}
    </ConfirmDialog>
  );
}

/** A yes / no / pending value in a table cell. */
export function YesNo({ value }: { value: boolean | null }) {
  if (value === null) return <span className="text-muted-foreground">pending</span>;
  return value ? <span className="text-success-strong">yes</span> : <span className="text-muted-foreground">no</span>;
}
