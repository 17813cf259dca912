// Spec §8 "Message mapping": the one place that turns an HTTP outcome into text.

export const ERROR_MESSAGES = {
  network: "Request couldn't be made. Please check your network connectivity.",
  unauthorized: "Unauthorized, You're not authenticated. Please login.",
  forbidden: 'You don’t have permission to do this action.',
  notFound: 'The requested document could not be found.',
  gone: 'The requested document is gone.',
  unknown: "An unknown error happened. We're sorry.",
  defaultDetail: 'Unable to retrieve data',
} as const;

/** No response → network; 401/403/404/410 → the spec's fixed texts; else the detail or the generic text. */
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

export function detailOrDefault(detail?: string | null): string {
  const text = detail?.trim();
  return text ? text : ERROR_MESSAGES.defaultDetail;
}
