'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Alert, type AlertSeverity } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { classifyError, type ErrorKind } from '@/lib/error-kind';
import { Container } from './container';
import { FORBIDDEN_PANEL } from './forbidden-view';

// Spec §8 "Error boundary panels".
const PANELS: Record<ErrorKind, { title: string; text: string; severity: AlertSeverity }> = {
  network: { title: 'Network Error', text: ERROR_MESSAGES.network, severity: 'error' },
  unauthorized: { title: 'Unauthorized', text: "You're not authenticated. Please login.", severity: 'warning' },
  forbidden: { ...FORBIDDEN_PANEL, severity: 'warning' },
  unknown: { title: 'Unknown Error', text: ERROR_MESSAGES.unknown, severity: 'error' },
};

export interface ErrorViewProps {
  error: unknown;
  retry?: () => void;
  reset?: () => void;
}

export function ErrorView({ error, retry, reset }: ErrorViewProps) {
  const kind = classifyError(error);
  const panel = PANELS[kind];
  const pathname = usePathname();
  const failedAt = useRef(pathname);

  // Spec: the boundary resets on a path change.
  useEffect(() => {
    if (pathname !== failedAt.current) {
      failedAt.current = pathname;
      reset?.();
    }
  }, [pathname, reset]);

  const digest =
    typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : undefined;

  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-16 sm:py-24">
      <div className="w-full max-w-lg">
        <h1 className="sr-only">{panel.title}</h1>
        <Alert
          severity={panel.severity}
          title={panel.title}
          description={panel.text}
          data-error-kind={kind}
          action={
            <>
              {kind === 'unauthorized' ? (
                <Link href="/login" className={buttonVariants({ size: 'sm' })}>
                  Login
                </Link>
              ) : null}
              {kind === 'network' || kind === 'unknown' ? (
                <Button size="sm" variant="secondary" onClick={() => (retry ?? reset)?.()}>
                  Try again
                </Button>
              ) : null}
              <Link href="/" className={buttonVariants({ size: 'sm', variant: 'ghost' })}>
                Go to the home page
              </Link>
            </>
          }
        />
        {digest ? <p className="mt-3 text-center text-xs text-muted-foreground">Reference: {digest}</p> : null}
      </div>
    </Container>
  );
}
