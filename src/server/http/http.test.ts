import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { clientIp } from './client-ip';
import { endpoint, jsonApiBody, recordId, segment } from './endpoint';
import { readJsonBody } from './json-api';
import { serializeCollection, serializeResource } from './json-api';
import { createMemoryRateLimiter } from './rate-limit';
import { handleRoute } from './route-handler';
import { scrubPersonalData } from './safe-log';

function jsonRequest(body: string, contentType = 'application/vnd.api+json') {
  return new Request('http://localhost/api/v1/thumbs', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

async function readErrors(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
  return (
    (await response.json()) as {
      errors: Array<{ status: string; title: string; detail: string; source?: { pointer: string } }>;
    }
  ).errors;
}

describe('JSON:API serializer', () => {
  it('serializes a resource with a string id', () => {
    expect(serializeResource('thumbs', 12, { timewasterId: 3, thumbType: true })).toEqual({
      data: { id: '12', type: 'thumbs', attributes: { timewasterId: 3, thumbType: true } },
    });
  });

  it('serializes a collection with optional meta', () => {
    expect(serializeCollection('travels', [{ id: 1, attributes: { city: 'Austin' } }], { total: 1 })).toEqual({
      data: [{ id: '1', type: 'travels', attributes: { city: 'Austin' } }],
      meta: { total: 1 },
    });
    expect(serializeCollection('travels', [])).toEqual({ data: [] });
  });
});

describe('endpoint and handleRoute', () => {
  const ThumbAttributes = z.object({ timewasterId: z.number({ message: 'Required' }), thumbType: z.boolean() });
  const route = endpoint({ body: jsonApiBody('thumbs', ThumbAttributes) }, async ({ body: attributes }) => {
    if (attributes.timewasterId === 403) throw new AppError('forbidden');
    if (attributes.timewasterId === 500) throw new Error('db down for jane@example.com');
    return Response.json(serializeResource('thumbs', 1, attributes), { status: 201 });
  });

  it('passes a valid document through and sets private, no-store', async () => {
    const response = await route(
      jsonRequest('{"data":{"type":"thumbs","attributes":{"timewasterId":1,"thumbType":true}}}'),
      undefined,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a Cache-Control the handler set itself', async () => {
    const cached = handleRoute(() => new Response('x', { headers: { 'Cache-Control': 'public, max-age=60' } }));
    expect((await cached(new Request('http://localhost/'), undefined)).headers.get('cache-control')).toBe(
      'public, max-age=60',
    );
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await route(jsonRequest('{"data":'), undefined);
    expect(response.status).toBe(400);
    expect((await readErrors(response))[0]).toMatchObject({
      status: '400',
      detail: 'The request body is not valid JSON.',
    });
    expect((await route(jsonRequest(''), undefined)).status).toBe(400);
  });

  it('answers zod failures with one 400 error object per field, pointing at it', async () => {
    const response = await route(jsonRequest('{"data":{"type":"thumbs","attributes":{"thumbType":"yes"}}}'), undefined);
    expect(response.status).toBe(400);
    const errors = await readErrors(response);
    expect(errors.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ['/data/attributes/timewasterId', 'Required'],
      ['/data/attributes/thumbType', expect.any(String)],
    ]);
  });

  it('maps AppError codes to statuses with the spec text', async () => {
    const response = await route(
      jsonRequest('{"data":{"type":"thumbs","attributes":{"timewasterId":403,"thumbType":true}}}'),
      undefined,
    );
    expect(response.status).toBe(403);
    expect((await readErrors(response))[0]).toMatchObject({
      status: '403',
      title: 'Forbidden',
      detail: 'You don’t have permission to do this action.',
    });
    expect(new AppError('not_found').status).toBe(404);
    expect(new AppError('rate_limited').status).toBe(429);
    expect(new AppError('payload_too_large').status).toBe(413);
    expect(new AppError('unsupported_media_type').status).toBe(415);
    expect(new AppError('conflict').status).toBe(409);
    expect(new AppError('unauthorized').detail).toBe("Unauthorized, You're not authenticated. Please login.");
  });

  it('hides unexpected errors behind the generic 500 text', async () => {
    const response = await route(
      jsonRequest('{"data":{"type":"thumbs","attributes":{"timewasterId":500,"thumbType":true}}}'),
      undefined,
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain("An unknown error happened. We're sorry.");
    expect(text).not.toContain('db down');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a wrong data.type with 400 pointing at it', async () => {
    const response = await route(
      jsonRequest('{"data":{"type":"votes","attributes":{"timewasterId":1,"thumbType":true}}}'),
      undefined,
    );
    expect(response.status).toBe(400);
    expect((await readErrors(response))[0]).toMatchObject({
      detail: "data.type must be 'thumbs'",
      source: { pointer: '/data/type' },
    });
  });

  it('parses ids with one rule: anything but a positive integer is a 404', async () => {
    const byId = endpoint({ params: { id: recordId } }, ({ params }) => Response.json({ id: params.id }));
    const call = (id: string) => byId(new Request('http://localhost/x'), { params: Promise.resolve({ id }) });
    expect(await (await call('42')).json()).toEqual({ id: 42 });
    for (const bad of ['0', '1e3', '-1', '%00', '\u0000', '1.5', '007', '99999999999999999999', '2147483648'])
      expect((await call(bad)).status, bad).toBe(404);
  });

  it('refuses other content types and oversized bodies', async () => {
    expect((await route(jsonRequest('a=1', 'application/x-www-form-urlencoded'), undefined)).status).toBe(415);
    const big = JSON.stringify({ data: { type: 'thumbs', attributes: { pad: 'x'.repeat(1024 * 1024) } } });
    expect((await route(jsonRequest(big), undefined)).status).toBe(413);
  });
});

describe('helpers', () => {
  it('masks e-mail addresses and phone numbers in log text', () => {
    expect(scrubPersonalData('550 rejected jane.doe@example.com, call +1 (555) 123-4567')).toBe(
      '550 rejected [email], call [number]',
    );
  });

  it('takes only the address our server resolved, never a forwarding header the client sent', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
    expect(clientIp(request({ 'x-matside-client-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(request({ 'x-forwarded-for': '1.1.1.1, 10.0.0.2' }))).toBe('unknown');
    expect(clientIp(request({ 'x-real-ip': '9.9.9.9', 'x-forwarded-for': '1.1.1.1' }))).toBe('unknown');
    expect(clientIp(request({}))).toBe('unknown');
  });

  it('rate limits per key within a window', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    const third = await limiter.hit('a');
    expect(third).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});

describe('inputs PostgreSQL cannot store', () => {
  it('refuses a JSON body with NUL anywhere (value or key) with a 400', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '[[[["\\u0000"]]]]']) {
      const request = new Request('http://localhost/x', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      await expect(readJsonBody(request), body).rejects.toMatchObject({ status: 400 });
    }
    const fine = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Zoë"}',
    });
    await expect(readJsonBody(fine)).resolves.toEqual({ name: 'Zoë' });
  });

  it('answers a name segment with control characters, or a huge one, like a missing record', () => {
    for (const raw of ['%00', 'a\u0000b', '%0Aname', 'x'.repeat(300)])
      expect(() => segment(raw), raw).toThrow(AppError);
    expect(segment('Gina%20Slam')).toBe('Gina Slam');
  });
});
