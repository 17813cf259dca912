import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const production = {
  APP_ENV: 'production',
  APP_URL: 'https://matside.com',
  AUTH_SECRET: 'a-real-secret-of-at-least-thirty-two-characters',
  DATA_ENCRYPTION_KEY: 'v1:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k',
  SMTP_URL: 'smtp://mailer:secret@smtp.matside.com:587',
  MAIL_FROM: 'Matside <no-reply@matside.com>',
  CONTACT_TO: 'support@matside.com',
};

describe('mail addresses in production', () => {
  it('accepts real addresses, bare or with a display name', () => {
    expect(parseEnv(production).MAIL_FROM).toBe('Matside <no-reply@matside.com>');
    expect(parseEnv({ ...production, MAIL_FROM: 'no-reply@mail.matside.com' }).CONTACT_TO).toBe('support@matside.com');
  });

  it.each([
    ['MAIL_FROM', 'Matside <no-reply@matside.local>', 'matside.local'],
    ['MAIL_FROM', 'no-reply@matside.test', 'matside.test'],
    ['CONTACT_TO', 'support@example.com', 'example.com'],
    ['CONTACT_TO', 'support@example.org', 'example.org'],
    ['CONTACT_TO', 'Support <support@EXAMPLE.NET>', 'example.net'],
    ['MAIL_FROM', 'no-reply@mail.example.co.uk', 'mail.example.co.uk'],
    ['CONTACT_TO', 'support@matside.example', 'matside.example'],
    ['CONTACT_TO', 'support@matside.invalid', 'matside.invalid'],
    ['MAIL_FROM', 'root@localhost', 'localhost'],
  ])('refuses %s=%s, naming the variable', (name, value, domain) => {
    expect(() => parseEnv({ ...production, [name]: value })).toThrow(
      `Invalid environment: ${name} uses the reserved domain ${domain}`,
    );
  });

  it('refuses the placeholder defaults when production leaves them unset', () => {
    const { MAIL_FROM: _from, CONTACT_TO: _to, ...rest } = production;
    expect(() => parseEnv(rest)).toThrow('Invalid environment: MAIL_FROM uses the reserved domain matside.local');
    expect(() => parseEnv({ ...rest, MAIL_FROM: production.MAIL_FROM })).toThrow(
      'Invalid environment: CONTACT_TO uses the reserved domain matside.local',
    );
  });

  it('refuses a value that is no address', () => {
    expect(() => parseEnv({ ...production, CONTACT_TO: 'support' })).toThrow(
      'Invalid environment: CONTACT_TO is not an e-mail address',
    );
  });

  it('keeps the placeholders outside production (the demo and the tests send to the outbox)', () => {
    for (const APP_ENV of ['development', 'staging']) {
      // Without a secret parseEnv would generate one into ./data.
      const env = parseEnv({ APP_ENV, AUTH_SECRET: production.AUTH_SECRET });
      expect(env.MAIL_FROM).toBe('Matside <no-reply@matside.local>');
      expect(env.CONTACT_TO).toBe('support@matside.local');
    }
  });
});
