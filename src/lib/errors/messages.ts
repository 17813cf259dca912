// Spec §8 "Message mapping" and the §6 401 warning: the one place that turns an HTTP outcome into
// user-facing text. Shared by the browser (api-client) and the server (route-handler).

export const ERROR_MESSAGES = {
  network: "Request couldn't be made. Please check your network connectivity.",
  unauthorized: "Unauthorized, You're not authenticated. Please login.",
  forbidden: 'You don’t have permission to do this action.',
  notFound: 'The requested document could not be found.',
  gone: 'The requested document is gone.',
  unknown: "An unknown error happened. We're sorry.",
  /** Spec's default text, shown as the detail line when the response carries none. */
  defaultDetail: 'Unable to retrieve data',
} as const;

/**
 * The message for a failed request.
 * - `status` undefined: no response at all (offline, DNS, CORS, aborted) → the network text.
 * - 401/403/404/410: the spec's fixed texts (a server detail never overrides them).
 * - any other status: the response detail when present (our server puts the spec's validation
 *   messages there), otherwise the generic unknown-error text.
 */
export function messageForStatus(status: number | undefined, detail?: string | null): string {
  if (status === undefined) return ERROR_MESSAGES.network;
  switch (status) {
    case 401:
      return ERROR_MESSAGES.unauthorized;
    case 403:
      return ERROR_MESSAGES.forbidden;
    case 404:
      return ERROR_MESSAGES.notFound;
    case 410:
      return ERROR_MESSAGES.gone;
  }
  const text = detail?.trim();
  return text ? text : ERROR_MESSAGES.unknown;
}

/** The detail line under an error title: the server's detail or the spec's default text. */
export function detailOrDefault(detail?: string | null): string {
  const text = detail?.trim();
  return text ? text : ERROR_MESSAGES.defaultDetail;
}
