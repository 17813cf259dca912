import 'server-only';
import { Alert } from '@/components/ui/alert';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { AppError } from '@/server/http/app-error';
import { logger } from '@/server/logger';

/** An unexpected error is logged and shown as the generic text only. */
export async function loadOrError<T>(query: Promise<T>): Promise<{ data: T } | { error: string }> {
  try {
    return { data: await query };
  } catch (failure) {
    if (failure instanceof AppError) return { error: failure.message };
    logger.error({ err: failure }, 'Admin management: a table query failed');
    return { error: ERROR_MESSAGES.unknown };
  }
}

export function QueryErrorAlert({ error }: { error: string }) {
  return <Alert severity="error" title="Error" description={error} />;
}
