import 'server-only';
import { ERROR_MESSAGES } from '@/lib/errors/messages';

export type AppErrorCode =
  | 'bad_request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'not_acceptable'
  | 'gone'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited';

export const STATUS_BY_CODE: Readonly<Record<AppErrorCode, number>> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  not_acceptable: 406,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
};

const TITLE_BY_CODE: Readonly<Record<AppErrorCode, string>> = {
  bad_request: 'Bad Request',
  validation: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'Not Found',
  not_acceptable: 'Not Acceptable',
  gone: 'Gone',
  conflict: 'Conflict',
  payload_too_large: 'Payload Too Large',
  unsupported_media_type: 'Unsupported Media Type',
  unprocessable: 'Unprocessable Content',
  rate_limited: 'Too Many Requests',
};

// Spec texts where the spec has one; short plain sentences where it has none.
const DEFAULT_DETAIL: Readonly<Record<AppErrorCode, string>> = {
  bad_request: 'The request could not be understood.',
  validation: 'The request could not be understood.',
  unauthorized: ERROR_MESSAGES.unauthorized,
  forbidden: ERROR_MESSAGES.forbidden,
  not_found: ERROR_MESSAGES.notFound,
  not_acceptable:
    'The API answers application/vnd.api+json without media type parameters other than ext and profile, and applies no extensions.',
  gone: ERROR_MESSAGES.gone,
  conflict: 'The request conflicts with the current state of the resource.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'The request body has an unsupported content type.',
  unprocessable: 'The request could not be processed.',
  rate_limited: 'Too many requests. Please wait a minute and try again.',
};

export interface AppErrorOptions {
  source?: { pointer?: string; parameter?: string };
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An expected failure; handleRoute renders it. The detail reaches the user: no internals. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly source?: AppErrorOptions['source'];
  readonly headers?: Record<string, string>;

  constructor(code: AppErrorCode, detail?: string, options: AppErrorOptions = {}) {
    const text = detail ?? DEFAULT_DETAIL[code];
    super(text, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.title = TITLE_BY_CODE[code];
    this.detail = text;
    this.source = options.source;
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
