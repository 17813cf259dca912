// The one fetch of client components (spec §7): credentials, JSON:API media type, CSRF header.
import { detailOrDefault, ERROR_MESSAGES, messageForStatus } from './errors/messages';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
export const CSRF_HEADER = 'X-CSRF-Token';

export interface ApiErrorObject {
  status?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/** `message` is the spec §8 text; `status` is undefined when no response came. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly detail: string;
  readonly errors: ApiErrorObject[];

  constructor(
    status: number | undefined,
    serverDetail?: string,
    errors: ApiErrorObject[] = [],
    options?: ErrorOptions,
  ) {
    super(messageForStatus(status, serverDetail), options);
    this.status = status;
    this.detail = detailOrDefault(serverDetail);
    this.errors = errors;
  }
}

/** A failed call's message, else the unknown-error text. */
export function failureMessage(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : ERROR_MESSAGES.unknown;
}

export interface ApiRequestOptions extends Omit<RequestInit, 'body' | 'headers'> {
  /** A plain value is sent as JSON; strings, FormData, Blob and buffers as they are. */
  body?: unknown;
  headers?: Record<string, string>;
}

function isJsonApiPath(url: URL): boolean {
  return url.pathname === '/api/v1' || url.pathname.startsWith('/api/v1/');
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function csrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return content ? content : undefined;
}

function baseUrl(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

export async function readErrorBody(response: Response): Promise<{ detail?: string; errors: ApiErrorObject[] }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { errors: [] };
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      const body = JSON.parse(text) as unknown;
      if (body && typeof body === 'object') {
        const record = body as Record<string, unknown>;
        if (Array.isArray(record.errors)) {
          const errors = record.errors.filter((e): e is ApiErrorObject => !!e && typeof e === 'object');
          const first = errors[0];
          return { detail: first?.detail ?? first?.title, errors };
        }
        for (const key of ['detail', 'message', 'error'] as const) {
          if (typeof record[key] === 'string') return { detail: record[key], errors: [] };
        }
      }
    } catch {}
    return { errors: [] };
  }
  if (contentType.startsWith('text/plain') && text.trim() && text.length <= 500) {
    return { detail: text.trim(), errors: [] };
  }
  return { errors: [] };
}

/** Throws an ApiError for anything but 2xx; an abort rethrows the AbortError unchanged. */
export async function apiFetch(input: string, options: ApiRequestOptions = {}): Promise<Response> {
  const { body, headers: extraHeaders, ...init } = options;
  const url = new URL(input, baseUrl());
  const jsonApi = isJsonApiPath(url);
  const headers = new Headers(extraHeaders);

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', jsonApi ? JSON_API_MEDIA_TYPE : 'application/json');
    }
  }
  if (jsonApi) {
    if (!headers.has('Accept')) headers.set('Accept', JSON_API_MEDIA_TYPE);
    if (body !== undefined && !isRawBody(body)) headers.set('Content-Type', JSON_API_MEDIA_TYPE);
  }
  const token = csrfToken();
  if (token && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, token);

  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, body: requestBody, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(undefined, undefined, [], { cause: error });
  }
  if (!response.ok) {
    const { detail, errors } = await readErrorBody(response);
    throw new ApiError(response.status, detail, errors);
  }
  return response;
}

export async function apiJson<T = unknown>(input: string, options?: ApiRequestOptions): Promise<T> {
  const response = await apiFetch(input, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** e.g. POST /send_contact_form answers 'Email sent.'. */
export async function apiText(input: string, options?: ApiRequestOptions): Promise<string> {
  const response = await apiFetch(input, options);
  return response.text();
}

export interface ResourceOf<T extends { id: number }> {
  id: string;
  type: string;
  attributes: Omit<T, 'id'>;
}

export function fromResource<T extends { id: number }>(resource: ResourceOf<T>): T {
  return { ...resource.attributes, id: Number(resource.id) } as T;
}
