import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiJson, apiText, failureMessage } from './api-client';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>) {
  return new Headers(fetchMock.mock.calls[0][1]?.headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends credentials and the JSON:API media type for /api/v1', async () => {
    const fetchMock = mockFetch(Response.json({ data: { id: '1', type: 'thumbs', attributes: {} } }));
    await apiJson('/api/v1/thumbs', {
      method: 'POST',
      body: { data: { type: 'thumbs', attributes: { thumbType: true } } },
    });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.credentials).toBe('include');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/vnd.api+json');
    expect(sentHeaders(fetchMock).get('accept')).toBe('application/vnd.api+json');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { type: 'thumbs', attributes: { thumbType: true } } });
  });

  it('sends plain JSON elsewhere and returns text answers', async () => {
    const fetchMock = mockFetch(new Response('Email sent.', { headers: { 'content-type': 'text/plain' } }));
    expect(await apiText('/send_contact_form', { method: 'POST', body: { recaptcha: 'x' } })).toBe('Email sent.');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
    expect(sentHeaders(fetchMock).get('x-csrf-token')).toBeNull();
  });

  it('adds the CSRF header from the meta tag when present', async () => {
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === 'meta[name="csrf-token"]' ? { getAttribute: () => 'tok-123' } : null,
    });
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiFetch('/follow', { method: 'DELETE', body: { follow: { girl_id: 1 } } });
    expect(sentHeaders(fetchMock).get('X-CSRF-Token')).toBe('tok-123');
  });

  it('throws ApiError with the JSON:API detail for a 400', async () => {
    mockFetch(
      Response.json(
        { errors: [{ status: '400', title: 'Bad Request', detail: 'Subject is required' }] },
        { status: 400, headers: { 'content-type': 'application/vnd.api+json' } },
      ),
    );
    const error = await apiFetch('/send_contact_form', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Subject is required', detail: 'Subject is required' });
  });

  it('maps 403, 404, 500 and network failures to the spec texts', async () => {
    mockFetch(Response.json({ errors: [{ status: '403', detail: 'nope' }] }, { status: 403 }));
    await expect(apiFetch('/api/v1/timewasters')).rejects.toMatchObject({
      status: 403,
      message: 'You don’t have permission to do this action.',
    });

    mockFetch(new Response('<html>gone</html>', { status: 404, headers: { 'content-type': 'text/html' } }));
    await expect(apiFetch('/api/v1/girls/9')).rejects.toMatchObject({
      status: 404,
      message: 'The requested document could not be found.',
      detail: 'Unable to retrieve data',
    });

    mockFetch(new Response('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(apiFetch('/api/v1/girls')).rejects.toMatchObject({
      status: 502,
      message: "An unknown error happened. We're sorry.",
    });

    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/v1/girls')).rejects.toMatchObject({
      status: undefined,
      message: "Request couldn't be made. Please check your network connectivity.",
    });
  });

  it('lets an abort through unchanged', async () => {
    mockFetch(new DOMException('aborted', 'AbortError'));
    await expect(apiFetch('/api/v1/girls')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('failureMessage', () => {
  it("shows a failed call's spec text, and the unknown-error text for anything else", () => {
    expect(failureMessage(new ApiError(404))).toBe('The requested document could not be found.');
    expect(failureMessage(new ApiError(422, 'Username is already taken'))).toBe('Username is already taken');
    expect(failureMessage(new TypeError('x is undefined'))).toBe("An unknown error happened. We're sorry.");
  });
});
