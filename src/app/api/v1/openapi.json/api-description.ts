import { z } from 'zod';
import { jsonDoc } from '@/server/http/api-description';
import { endpoint } from '@/server/http/endpoint';
import { buildOpenApiDocument, type OpenApiDocument } from '@/server/http/openapi';
import { API_ROUTES } from './api-routes';

const OpenApiShape = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

let cached: OpenApiDocument | undefined;

export function apiDescription(): OpenApiDocument {
  cached ??= buildOpenApiDocument(
    [...API_ROUTES, { pattern: '/api/v1/openapi.json', module: { GET: apiDescriptionRoute } }],
    {
      serverUrl: '/',
    },
  );
  return cached;
}

// The same for everyone until a deploy: shared caches may keep it.
export const apiDescriptionRoute = endpoint(
  {
    summary: 'This API description (OpenAPI 3.1)',
    response: jsonDoc(OpenApiShape, { contentType: 'application/json', description: 'The OpenAPI document.' }),
  },
  () => Response.json(apiDescription(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
);
