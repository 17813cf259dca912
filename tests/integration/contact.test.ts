import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';
import { POST } from '@/app/send_contact_form/route';
import { dataDir, env } from '@/server/env';
import { solvedCaptcha } from '../helpers/captcha';
import { drainJobs } from '../helpers/jobs';

// POST /send_contact_form, called as Next calls it: a Request in, a Response out. The mail lands
// in DATA_DIR/outbox (no SMTP_URL in tests), which is what these tests read.

const outbox = path.join(dataDir, 'outbox');
let addressCounter = 0;

/** Each test posts from its own address so the per-address rate limit does not couple them. */
function freshAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

function post(body: unknown, ip: string, init: { contentType?: string; raw?: string } = {}) {
  return POST(
    new Request('http://localhost/send_contact_form', {
      method: 'POST',
      headers: { 'Content-Type': init.contentType ?? 'application/json', 'x-matside-client-ip': ip },
      body: init.raw ?? JSON.stringify(body),
    }),
    undefined,
  );
}

async function emlContaining(text: string): Promise<string[]> {
  await drainJobs();
  const names = await readdir(outbox).catch(() => [] as string[]);
  const hits: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.includes(text)) hits.push(content);
  }
  return hits;
}

async function errorDetails(response: Response): Promise<string[]> {
  expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
  const body = (await response.json()) as { errors: Array<{ detail: string }> };
  return body.errors.map((e) => e.detail);
}

describe('GET /api/captcha/challenge', () => {
  it('is never cached: each visitor gets a fresh challenge', async () => {
    const response = await getChallenge(new Request('http://localhost/api/captcha/challenge'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('POST /send_contact_form', () => {
  it('sends the message to CONTACT_TO with Reply-To the visitor, and answers Email sent.', async () => {
    const subject = `Integration contact ${Date.now()}`;
    const response = await post(
      {
        email: { email_addr: 'visitor@example.com', subject, message: 'Hello from the integration test.' },
        recaptcha: await solvedCaptcha(),
      },
      freshAddress(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('Email sent.');
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const [eml, ...more] = await emlContaining(subject);
    expect(more).toHaveLength(0);
    const lines = eml.split(/\r?\n/);
    expect(lines).toContain(`To: ${env.CONTACT_TO}`);
    expect(lines).toContain('Reply-To: visitor@example.com');
    expect(lines).toContain(`Subject: Contact form: ${subject}`);
    expect(eml).toContain('Hello from the integration test.');
  });

  it('refuses a replayed captcha and sends nothing the second time', async () => {
    const recaptcha = await solvedCaptcha();
    const ip = freshAddress();
    const subject = `Replay ${Date.now()}`;
    const first = await post({ email: { email_addr: 'a@example.com', subject, message: 'First.' }, recaptcha }, ip);
    expect(first.status).toBe(200);

    const replay = await post(
      { email: { email_addr: 'a@example.com', subject: `${subject} again`, message: 'Second.' }, recaptcha },
      ip,
    );
    expect(replay.status).toBe(400);
    expect(await errorDetails(replay)).toEqual(['Captcha verification failed. Please solve the captcha again.']);
    expect(await emlContaining(`${subject} again`)).toHaveLength(0);
  });

  it('answers 400 with the spec messages for empty fields', async () => {
    const response = await post({ email: { email_addr: '', subject: '', message: '' }, recaptcha: '' }, freshAddress());
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: Array<{ status: string; detail: string; source: { pointer: string } }>;
    };
    expect(body.errors.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/email/email_addr', 'Email is required'],
      ['/email/subject', 'Subject is required'],
      ['/email/message', 'Message is required'],
      ['/recaptcha', 'Captcha is required'],
    ]);
    expect(body.errors.every((e) => e.status === '400')).toBe(true);
  });

  it('refuses a forged captcha', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        challenge: {
          parameters: {
            algorithm: 'SHA-256',
            nonce: '00',
            salt: '00',
            cost: 1,
            keyLength: 32,
            keyPrefix: '00',
            expiresAt: 9_999_999_999,
            keySignature: 'ab',
          },
          signature: 'cd',
        },
        solution: { counter: 1, derivedKey: '00' },
      }),
    ).toString('base64');
    const subject = `Forged ${Date.now()}`;
    const response = await post(
      { email: { email_addr: 'a@example.com', subject, message: 'Hi' }, recaptcha: forged },
      freshAddress(),
    );
    expect(response.status).toBe(400);
    expect(await errorDetails(response)).toEqual(['Captcha verification failed. Please solve the captcha again.']);
    expect(await emlContaining(subject)).toHaveLength(0);
  });

  it('answers 400, not 500, for malformed JSON and a body of the wrong shape', async () => {
    const malformed = await post(undefined, freshAddress(), { raw: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(await errorDetails(malformed)).toEqual(['The request body is not valid JSON.']);

    const wrongShape = await post([1, 2, 3], freshAddress());
    expect(wrongShape.status).toBe(400);

    const notJson = await post(undefined, freshAddress(), { contentType: 'text/plain', raw: 'hello' });
    expect(notJson.status).toBe(415);
  });

  it('limits each address to 5 messages a minute', async () => {
    const ip = freshAddress();
    const invalid = { email: { email_addr: '', subject: '', message: '' }, recaptcha: '' };
    for (let i = 0; i < 5; i += 1) expect((await post(invalid, ip)).status).toBe(400);
    const limited = await post(invalid, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(invalid, freshAddress())).status).toBe(400);
  });
});
