import 'server-only';
import { z, type ZodType } from 'zod';
import type { ResponseDoc } from './api-description';
import { anyone, describeEndpoint, paramSchema, type EndpointDescription } from './endpoint';
import { JSON_API_MEDIA_TYPE } from './json-api';

// The OpenAPI 3.1 description of /api/v1 (decision 027), built from what each endpoint() declares.

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface RouteModule {
  pattern: string;
  module: Record<string, unknown>;
}

/** No $schema and no $ref (an embedded one would point nowhere). */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  if (JSON.stringify(rest).includes('"$ref"'))
    throw new Error('API schemas must not need $ref (no recursive or ID-ed schemas)');
  return rest;
}

export function openApiPath(pattern: string): string {
  return pattern.replace(/\[(\w+)\]/g, '{$1}');
}

const ERROR_REF = { $ref: '#/components/responses/Error' };

const ERRORS_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'title', 'detail'],
        properties: {
          status: { type: 'string' },
          title: { type: 'string' },
          detail: { type: 'string', description: 'The text to show (the spec’s message where it has one).' },
          source: {
            type: 'object',
            properties: { pointer: { type: 'string' }, parameter: { type: 'string' } },
          },
        },
      },
    },
  },
};

const INCLUDED_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string' }, type: { type: 'string' }, attributes: { type: 'object' } },
};

function resourceSchema(type: string, attributes: ZodType): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'type', 'attributes'],
    properties: {
      id: { type: 'string' },
      type: { const: type },
      attributes: jsonSchemaOf(attributes, 'output'),
      relationships: { type: 'object' },
      links: { type: 'object' },
    },
    additionalProperties: false,
  };
}

export function responseBodySchema(doc: ResponseDoc): JsonSchema | null {
  switch (doc.kind) {
    case 'resource':
    case 'collection': {
      const resource = resourceSchema(doc.type, doc.attributes);
      const data = doc.kind === 'resource' ? resource : { type: 'array', items: resource };
      return {
        type: 'object',
        required: ['data'],
        properties: {
          data,
          ...(doc.meta ? { meta: jsonSchemaOf(doc.meta, 'output') } : {}),
          included: { type: 'array', items: INCLUDED_SCHEMA },
        },
      };
    }
    case 'json':
      return jsonSchemaOf(doc.schema, 'output');
    default:
      return null;
  }
}

function successResponse(doc: ResponseDoc | undefined): [string, JsonSchema] {
  if (!doc) return ['2XX', { description: 'Success.' }];
  switch (doc.kind) {
    case 'empty':
      return [String(doc.status), { description: doc.description }];
    case 'media':
      return [
        String(doc.status),
        {
          description: doc.description,
          content: Object.fromEntries(
            doc.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          ),
        },
      ];
    default: {
      const contentType = doc.kind === 'json' ? doc.contentType : JSON_API_MEDIA_TYPE;
      return [
        String(doc.status),
        { description: doc.description, content: { [contentType]: { schema: responseBodySchema(doc) } } },
      ];
    }
  }
}

function requestBody(spec: EndpointDescription): JsonSchema | undefined {
  const body = spec.body?.describe;
  if (!body) return undefined;
  if (body.kind === 'json') {
    const schema = { schema: jsonSchemaOf(body.schema, 'input') };
    return { required: true, content: { 'application/json': schema, [JSON_API_MEDIA_TYPE]: schema } };
  }
  const documents = Object.entries(body.types).map(([type, attributes]) => ({
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        required: ['type'],
        properties: {
          type: { const: type },
          ...(body.withId ? { id: { type: 'string' } } : {}),
          attributes: jsonSchemaOf(attributes, 'input'),
        },
      },
    },
  }));
  const schema = documents.length === 1 ? documents[0] : { oneOf: documents };
  return { required: true, content: { [JSON_API_MEDIA_TYPE]: { schema } } };
}

function parameters(spec: EndpointDescription): JsonSchema[] {
  const list: JsonSchema[] = Object.entries(spec.params ?? {}).map(([name, parse]) => ({
    name,
    in: 'path',
    required: true,
    schema: paramSchema(parse),
  }));
  if (spec.query) {
    const query = jsonSchemaOf(spec.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      list.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  return list;
}

function operation(method: string, pattern: string, spec: EndpointDescription): Operation {
  const signedIn = spec.actor !== undefined && spec.actor !== anyone;
  const [status, success] = successResponse(spec.response);
  const responses: Record<string, unknown> = { [status]: success };
  if (spec.query || spec.body) responses['400'] = ERROR_REF;
  if (signedIn) Object.assign(responses, { '401': ERROR_REF, '403': ERROR_REF });
  if (spec.params || spec.flag || signedIn) responses['404'] = ERROR_REF;
  responses['406'] = ERROR_REF;
  if (spec.body) Object.assign(responses, { '413': ERROR_REF, '415': ERROR_REF });
  if (spec.rateLimit) responses['429'] = ERROR_REF;
  const segments = pattern.split('/').slice(3);
  const body = requestBody(spec);
  const params = parameters(spec);
  return {
    operationId: `${method.toLowerCase()}${segments
      .map((s) => s.replace(/[[\]]/g, '').replace(/(^|[-_.])(\w)/g, (_, __, c: string) => c.toUpperCase()))
      .join('')}`,
    summary: spec.summary ?? `${method} ${openApiPath(pattern)}`,
    tags: [segments[0] === 'admin' ? 'admin' : (segments[0] ?? 'api')],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    ...(signedIn ? { security: [{ session: [] }] } : {}),
  };
}

export function buildOpenApiDocument(routes: readonly RouteModule[], { serverUrl }: { serverUrl: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { pattern, module } of [...routes].sort((a, b) => a.pattern.localeCompare(b.pattern))) {
    for (const method of HTTP_METHODS) {
      const handler = module[method];
      if (typeof handler !== 'function') continue;
      const spec = describeEndpoint(handler);
      if (!spec) throw new Error(`${method} ${pattern} is not declared with endpoint(): it cannot be described`);
      (paths[openApiPath(pattern)] ??= {})[method.toLowerCase()] = operation(method, pattern, spec);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matside API',
      version: '1',
      description:
        'The JSON:API endpoints of Matside (application/vnd.api+json). Ids are strings; attributes are camelCase. ' +
        'Errors are JSON:API error objects. A request whose Content-Type is the JSON:API media type with a ' +
        'parameter other than ext or profile gets 415; an Accept whose every JSON:API media type carries one gets ' +
        '406. Signed-in routes use the session cookie set by /api/auth/sign-in/*; writes from a browser need the ' +
        'page’s X-CSRF-Token header.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'matside.session_token' } },
      schemas: { JsonApiErrors: ERRORS_SCHEMA },
      responses: {
        Error: {
          description: 'A JSON:API error document.',
          content: { [JSON_API_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/JsonApiErrors' } } },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
