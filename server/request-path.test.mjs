import { describe, expect, it, vi } from 'vitest';
import { badRequestForMalformedPath, hasMalformedPath } from './request-path.mjs';

describe('hasMalformedPath', () => {
  it.each([
    '/api/v1/guy-users/%C0%80',
    '/profile/%FF',
    '/profile/%E0%A4%A',
    '/scammer/%',
    '/client/%zz?x=1',
    '/wrestlers/page/%ED%A0%80',
  ])('finds %s malformed', (url) => expect(hasMalformedPath(url)).toBe(true));

  it.each([
    '/',
    '/profile/Gina%20Slam',
    '/profile/%C3%A9lodie',
    '/api/v1/girls?q=%FF',
    '/search?q=100%',
    '/profile/a#%FF',
    '/_next/static/chunks/app.js',
  ])('passes %s (the path decodes; a query is not a path)', (url) => expect(hasMalformedPath(url)).toBe(false));
});

function fakeResponse() {
  const headers = new Map();
  return {
    statusCode: 200,
    body: '',
    headers,
    setHeader: vi.fn((name, value) => headers.set(name.toLowerCase(), value)),
    end: vi.fn(function end(body) {
      this.body = body;
    }),
  };
}

describe('badRequestForMalformedPath', () => {
  it('answers an API path with a JSON:API 400', () => {
    const res = fakeResponse();
    badRequestForMalformedPath({ url: '/api/v1/guy-users/%C0%80' }, res);
    expect(res.statusCode).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(JSON.parse(res.body).errors[0].status).toBe('400');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a page with a plain 400', () => {
    const res = fakeResponse();
    badRequestForMalformedPath({ url: '/profile/%FF' }, res);
    expect(res.statusCode).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
