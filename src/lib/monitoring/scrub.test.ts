import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/nextjs';
import { createRouteMatcher } from '../../../server/route-matcher.mjs';
import { scrubBreadcrumb, scrubEvent, scrubText } from './scrub';

// The e2e monitoring spec checks the same canaries on real envelopes.
const EMAIL = 'canary.person+x@mail-example.org';
const PHONE = '+1 (415) 555-0142';
const PASSWORD = 'Canary-Pa55word!';
const COOKIE = 'cookie-canary-7b1e';

describe('scrubText', () => {
  it('removes e-mail addresses and phone numbers in any common format', () => {
    expect(scrubText(`from ${EMAIL} at ${PHONE}`)).toBe('from [email] at [phone]');
    expect(scrubText('call 0412 345 678 or 415.555.0199')).toBe('call [phone] or [phone]');
  });
  it('keeps what finds a bug: short numbers, ports, versions', () => {
    expect(scrubText('Cannot connect to 127.0.0.1:5432 (timeout 2000 ms), matside@0.1.0')).toBe(
      'Cannot connect to 127.0.0.1:5432 (timeout 2000 ms), matside@0.1.0',
    );
  });
});

describe('scrubEvent', () => {
  const event = {
    type: undefined,
    release: 'matside@0.1.0+abc',
    message: `failed for ${EMAIL}`,
    user: { id: '42', email: EMAIL, ip_address: '203.0.113.5' },
    request: {
      method: 'POST',
      url: `https://matside.example/send_contact_form?email=${EMAIL}&password=${PASSWORD}`,
      query_string: `password=${PASSWORD}`,
      cookies: { matside_session: COOKIE },
      data: { email: EMAIL, phone: PHONE, password: PASSWORD },
      headers: {
        Cookie: `matside_session=${COOKIE}`,
        Authorization: `Bearer ${PASSWORD}`,
        'User-Agent': 'Chromium',
        'X-Forwarded-For': '203.0.113.5',
        'X-Request-Id': 'req-12345678',
      },
    },
    exception: {
      values: [
        {
          type: 'Error',
          value: `SMTP refused ${EMAIL}`,
          stacktrace: { frames: [{ filename: 'a.js', lineno: 3, vars: { password: PASSWORD } }] },
        },
      ],
    },
    breadcrumbs: [
      { category: 'fetch', data: { url: `/api/v1/x?phone=${PHONE}`, method: 'GET' } },
      { category: 'navigation', data: { from: `/login?email=${EMAIL}`, to: '/dashboard' } },
      { category: 'console', message: `user ${EMAIL} typed ${PHONE}` },
    ],
    extra: { body: { password: PASSWORD }, note: `ring ${PHONE}` },
    contexts: { nextjs: { request_path: `/register_girl?token=${PASSWORD}`, route_type: 'route' } },
    tags: { route: '/send_contact_form', session: COOKIE },
  } as unknown as ErrorEvent;

  const scrubbed = scrubEvent(event);
  const text = JSON.stringify(scrubbed);

  it('contains none of the canaries', () => {
    for (const canary of [EMAIL, PHONE, PASSWORD, COOKIE, '203.0.113.5']) expect(text).not.toContain(canary);
  });
  it('keeps the release, route, method, path, stack and request id', () => {
    expect(scrubbed.release).toBe('matside@0.1.0+abc');
    expect(scrubbed.tags?.route).toBe('/send_contact_form');
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://matside.example/send_contact_form',
      headers: { 'User-Agent': 'Chromium', 'X-Request-Id': 'req-12345678' },
    });
    expect(scrubbed.exception?.values?.[0]?.value).toBe('SMTP refused [email]');
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({ filename: 'a.js', lineno: 3 });
    expect(scrubbed.contexts?.nextjs).toEqual({ request_path: '/register_girl', route_type: 'route' });
    expect(scrubbed.user).toBeUndefined();
  });
  it('drops every request body, whatever the route', () => {
    expect(scrubbed.request).not.toHaveProperty('data');
    expect(scrubbed.request).not.toHaveProperty('cookies');
    expect(scrubbed.request).not.toHaveProperty('query_string');
  });
  it('scrubs breadcrumbs on their own too (beforeBreadcrumb)', () => {
    const crumb = scrubBreadcrumb({ category: 'xhr', data: { url: `/x?email=${EMAIL}` }, message: PHONE });
    expect(crumb).toEqual({ category: 'xhr', data: { url: '/x' }, message: '[phone]' });
  });
});

describe('paths in reports are route patterns', () => {
  const TOKEN = `7.${'Ab3_'.repeat(10)}x9Z`;
  const routeOf = createRouteMatcher({
    staticRoutes: [{ page: '/contact' }],
    dynamicRoutes: [
      { page: '/appeal/[token]', regex: '^/appeal/([^/]+?)(?:/)?$' },
      { page: '/api/v1/appeal-links/[token]/messages', regex: '^/api/v1/appeal\\-links/([^/]+?)/messages(?:/)?$' },
    ],
  });
  const event = {
    request: { method: 'GET', url: `https://matside.example/appeal/${TOKEN}?x=1` },
    transaction: `POST /api/v1/appeal-links/${TOKEN}/messages`,
    breadcrumbs: [
      { category: 'navigation', data: { from: '/contact', to: `/appeal/${TOKEN}` } },
      { category: 'fetch', data: { url: `/api/v1/appeal-links/${TOKEN}/messages`, method: 'POST' } },
      { category: 'fetch', data: { url: `/made-up/${TOKEN}` } },
    ],
    contexts: { nextjs: { request_path: `/appeal/${TOKEN}`, router_path: '/appeal/[token]' } },
    tags: { route: `/api/v1/appeal-links/${TOKEN}/messages` },
  } as unknown as ErrorEvent;
  const scrubbed = scrubEvent(event, { routeOf });

  it('carries no token, in any field', () => {
    expect(JSON.stringify(scrubbed)).not.toContain(TOKEN.slice(2));
  });
  it('names the pattern instead, and a path no route has as unmatched', () => {
    expect(scrubbed.request?.url).toBe('https://matside.example/appeal/[token]');
    expect(scrubbed.transaction).toBe('POST /api/v1/appeal-links/[token]/messages');
    expect(scrubbed.tags?.route).toBe('/api/v1/appeal-links/[token]/messages');
    expect(scrubbed.contexts?.nextjs).toEqual({ request_path: '/appeal/[token]', router_path: '/appeal/[token]' });
    expect(scrubbed.breadcrumbs?.map((crumb) => crumb.data)).toEqual([
      { from: '/contact', to: '/appeal/[token]' },
      { url: '/api/v1/appeal-links/[token]/messages', method: 'POST' },
      { url: '/[unmatched]' },
    ]);
  });
  it('masks a token in free text, and keeps ids and identifiers', () => {
    expect(scrubText(`bad link /appeal/${TOKEN}`)).toBe('bad link /appeal/7.[token]');
    const kept =
      'row 3f2b6c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f violates timewaster_confirmations_girl_id_timewaster_id_unique';
    expect(scrubText(kept)).toBe(kept);
  });
});
