// Picks the error boundary's panel (spec §2, §8) from whatever was thrown.

export type ErrorKind = 'network' | 'unauthorized' | 'forbidden' | 'unknown';

const NETWORK_MESSAGE =
  /failed to fetch|fetch failed|networkerror|network error|network request failed|load failed|err_network|err_internet_disconnected|econnrefused|econnreset|etimedout|chunkloaderror|loading chunk [\w-]+ failed/i;
const UNAUTHORIZED_MESSAGE = /\b401\b|unauthori[sz]ed|not authenticated|unauthenticated/i;
const FORBIDDEN_MESSAGE = /\b403\b|forbidden|permission/i;

function read(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function statusOf(error: unknown): number | undefined {
  for (const key of ['status', 'statusCode'] as const) {
    const value = read(error, key);
    const status = typeof value === 'string' ? Number(value) : value;
    if (typeof status === 'number' && Number.isFinite(status)) return status;
  }
  const response = read(error, 'response');
  return response && response !== error ? statusOf(response) : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads `status`/`statusCode`, `code`, name and message; follows `cause` one level. */
export function classifyError(error: unknown, depth = 0): ErrorKind {
  const status = statusOf(error);
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';

  const name = text(read(error, 'name'));
  const message = typeof error === 'string' ? error : text(read(error, 'message'));
  const code = text(read(error, 'code'));

  // No response (spec: "No response").
  if (name === 'ApiError' && status === undefined) return 'network';
  if (name === 'NetworkError' || name === 'ChunkLoadError') return 'network';
  if (/^(UNAUTHORIZED|UNAUTHENTICATED)$/i.test(code)) return 'unauthorized';
  if (/^FORBIDDEN$/i.test(code)) return 'forbidden';
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|NETWORK_ERROR|ERR_NETWORK)$/i.test(code)) return 'network';

  if (status === undefined) {
    if (NETWORK_MESSAGE.test(message) && (name === 'TypeError' || name === '' || name === 'Error')) {
      return 'network';
    }
    if (UNAUTHORIZED_MESSAGE.test(message) || /^Unauthori[sz]ed/.test(name)) return 'unauthorized';
    if (FORBIDDEN_MESSAGE.test(message) || /^Forbidden/.test(name)) return 'forbidden';
  }

  const cause = read(error, 'cause');
  if (cause !== undefined && cause !== error && depth < 1) {
    const fromCause = classifyError(cause, depth + 1);
    if (fromCause !== 'unknown') return fromCause;
  }
  return 'unknown';
}
