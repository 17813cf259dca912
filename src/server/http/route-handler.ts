import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { ZodError } from 'zod';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { logger } from '../logger';
import { reportServerError } from '../observability/monitoring';
import { routeOf } from '../observability/route-of';
import { AppError } from './app-error';
import { errorDocument, errorObject, jsonApiResponse, zodErrorObjects } from './json-api';
import { describeError } from './safe-log';

export const NO_STORE = 'private, no-store';

export interface HandleRouteOptions {
  pointerPrefix?: string;
}

export function errorResponse(error: unknown, request: Request, options: HandleRouteOptions = {}): Response {
  if (error instanceof AppError) {
    const body = errorDocument([errorObject(error.status, error.title, error.detail, error.source)]);
    return jsonApiResponse(body, { status: error.status, headers: { ...error.headers, 'Cache-Control': NO_STORE } });
  }
  if (error instanceof ZodError) {
    return jsonApiResponse(errorDocument(zodErrorObjects(error, options.pointerPrefix)), {
      status: 400,
      headers: { 'Cache-Control': NO_STORE },
    });
  }
  // Paths, queries and bodies can hold personal data: only the method and the route's pattern.
  const path = new URL(request.url).pathname;
  logger.error(
    { err: describeError(error), method: request.method, route: routeOf(path) },
    'Unhandled error in route handler',
  );
  void reportServerError(error, { method: request.method, path });
  const body = errorDocument([errorObject(500, 'Internal Server Error', ERROR_MESSAGES.unknown)]);
  return jsonApiResponse(body, { status: 500, headers: { 'Cache-Control': NO_STORE } });
}

/**
 * AppError and ZodError become 4xx JSON:API errors, anything else a logged 500. Responses without
 * their own Cache-Control get `private, no-store`.
 */
export function handleRoute<C = unknown>(
  handler: (request: Request, context: C) => Promise<Response> | Response,
  options: HandleRouteOptions = {},
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      // redirect()/notFound() and Next's dynamic-rendering signals are errors that Next must see.
      unstable_rethrow(error);
      return errorResponse(error, request, options);
    }
    if (!response.headers.has('Cache-Control')) {
      try {
        response.headers.set('Cache-Control', NO_STORE);
      } catch {
        const headers = new Headers(response.headers);
        headers.set('Cache-Control', NO_STORE);
        response = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
    }
    return response;
  };
}
