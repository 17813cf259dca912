import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/send_contact_form/route';
import { PATCH as migrate } from '@/app/migrate_profile/route';
import { POST as registerGirl } from '@/app/register_girl/route';
import { POST as registerGuy } from '@/app/register_guy/route';
import { SIGN_IN_RATE_LIMIT } from '@/server/auth/constants';
import { handleAuthRequest } from '@/server/auth/handler';

// A client that rotates X-Forwarded-For and X-Real-IP on every request must stay in
// one rate-limit bucket. Only our server (server/index.mjs) stamps the address the app trusts; these
// requests carry nothing but spoofed headers, as a client talking to the app directly would send.

let counter = 0;
function spoofed(): Record<string, string> {
  counter += 1;
  const address = `100.64.${Math.floor(counter / 250)}.${counter % 250}`;
  return { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'X-Real-IP': address };
}

async function statuses(times: number, send: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i += 1) seen.push((await send()).status);
  return seen;
}

describe('per-address limits under rotating spoofed forwarding headers', () => {
  it('sign-in', async () => {
    const seen = await statuses(SIGN_IN_RATE_LIMIT.max + 1, () =>
      handleAuthRequest(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: spoofed(),
          body: JSON.stringify({ email: 'nobody@example.test', password: 'Wrong1234x' }),
        }),
      ),
    );
    expect(seen.at(-1)).toBe(429);
  });

  it('contact form', async () => {
    const invalid = JSON.stringify({ email: { email_addr: '', subject: '', message: '' }, recaptcha: '' });
    const seen = await statuses(6, () =>
      contact(
        new Request('http://localhost:3000/send_contact_form', { method: 'POST', headers: spoofed(), body: invalid }),
        undefined,
      ),
    );
    expect(seen.at(-1)).toBe(429);
  });

  it('guy registration', async () => {
    const seen = await statuses(6, () =>
      registerGuy(
        new Request('http://localhost:3000/register_guy', { method: 'POST', headers: spoofed(), body: '{}' }),
        undefined,
      ),
    );
    expect(seen.at(-1)).toBe(429);
  });

  it('girl sign-up', async () => {
    const seen = await statuses(6, () =>
      registerGirl(
        new Request('http://localhost:3000/register_girl', { method: 'POST', headers: spoofed(), body: '{}' }),
        undefined,
      ),
    );
    expect(seen.at(-1)).toBe(429);
  });

  it('legacy migration', async () => {
    const seen = await statuses(6, () =>
      migrate(
        new Request('http://localhost:3000/migrate_profile', { method: 'PATCH', headers: spoofed(), body: '{}' }),
        undefined,
      ),
    );
    expect(seen.at(-1)).toBe(429);
  });
});
