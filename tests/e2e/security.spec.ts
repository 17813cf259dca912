import { expect, test } from './support/fixtures';

// Foundation security baseline: response headers on every kind of response, CSRF gate on writes.

const contactBody = {
  email: { email_addr: 'visitor@example.com', subject: 'Hello', message: 'Just saying hello.' },
  recaptcha: 'not-a-real-payload',
};

for (const path of ['/', '/contact', '/api/captcha/challenge', '/this-page-does-not-exist-e2e']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // APP_URL is http here: no HSTS (server/transport-security.test.mjs covers https).
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

test('a cross-origin POST to /send_contact_form is refused with 403', async ({ request }) => {
  const response = await request.post('/send_contact_form', {
    headers: { Origin: 'http://evil.example' },
    data: contactBody,
  });
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.errors[0].code).toBe('csrf_rejected');
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('a POST the browser marks cross-site is refused even without Origin', async ({ request }) => {
  const response = await request.post('/send_contact_form', {
    headers: { 'Sec-Fetch-Site': 'cross-site' },
    data: contactBody,
  });
  expect(response.status()).toBe(403);
});

test('a POST from a foreign Referer is refused', async ({ request }) => {
  const response = await request.post('/send_contact_form', {
    headers: { Referer: 'http://evil.example/attack.html' },
    data: contactBody,
  });
  expect(response.status()).toBe(403);
});

test('a same-origin POST passes the CSRF gate (and then meets the captcha check)', async ({ request, baseURL }) => {
  const response = await request.post('/send_contact_form', {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    data: contactBody,
  });
  const text = await response.text();
  expect(text).not.toContain('csrf_rejected');
  // An unsolved captcha is still a client error.
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
});

test.describe('framing', () => {
  // The browser reports the refusal as a console error: that is the expected outcome here.
  test.use({ allowedConsoleErrors: [/frame-ancestors|Refused to (frame|display)/] });

  test('a page cannot be framed by another site', async ({ page, baseURL }) => {
    let blocked = false;
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to (frame|display)/.test(message.text())) blocked = true;
    });
    await page.setContent(`<iframe id="f" src="${baseURL}/"></iframe>`);
    await expect.poll(() => blocked, { timeout: 10_000 }).toBe(true);
  });
});
