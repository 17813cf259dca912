import { describe, it, expect } from 'vitest';
import { ApiError } from './api-client';
import { classifyError } from './error-kind';

describe('classifyError', () => {
  it('reads a status property', () => {
    expect(classifyError(Object.assign(new Error('x'), { status: 401 }))).toBe('unauthorized');
    expect(classifyError(Object.assign(new Error('x'), { statusCode: 403 }))).toBe('forbidden');
    expect(classifyError({ status: '403' })).toBe('forbidden');
    expect(classifyError({ response: { status: 401 } })).toBe('unauthorized');
  });

  it('treats other statuses as unknown, even with a network-like message', () => {
    expect(classifyError(Object.assign(new Error('Failed to fetch'), { status: 500 }))).toBe('unknown');
    expect(classifyError(Object.assign(new Error('x'), { status: 404 }))).toBe('unknown');
  });

  it('recognises fetch failures as network errors', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('network');
    expect(classifyError(new TypeError('Load failed'))).toBe('network');
    expect(classifyError(new TypeError('fetch failed'))).toBe('network');
    expect(classifyError(Object.assign(new Error('boom'), { name: 'ChunkLoadError' }))).toBe('network');
  });

  it('does not call every TypeError a network error', () => {
    expect(classifyError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('unknown');
  });

  it('maps our ApiError: no response is network, 401/403 by status', () => {
    expect(classifyError(new ApiError(undefined))).toBe('network');
    expect(classifyError(new ApiError(401))).toBe('unauthorized');
    expect(classifyError(new ApiError(403))).toBe('forbidden');
    expect(classifyError(new ApiError(500, 'Database down'))).toBe('unknown');
  });

  it('falls back to the message, the code and the cause', () => {
    expect(classifyError(new Error('Unauthorized'))).toBe('unauthorized');
    expect(classifyError(new Error('Forbidden'))).toBe('forbidden');
    expect(classifyError({ code: 'ECONNREFUSED' })).toBe('network');
    expect(classifyError(new Error('wrapper', { cause: new TypeError('Failed to fetch') }))).toBe('network');
  });

  it('returns unknown for anything else', () => {
    expect(classifyError(new Error('Something broke'))).toBe('unknown');
    expect(classifyError(undefined)).toBe('unknown');
    expect(classifyError(null)).toBe('unknown');
    expect(classifyError('oops')).toBe('unknown');
    expect(
      classifyError(
        Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '12345' }),
      ),
    ).toBe('unknown');
  });
});
