import { describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import type { MailMessage } from '@/server/mail';
import { SendContactFormBodySchema } from './schema';
import { CAPTCHA_FAILED, sendContactMessage } from './service';

const valid = {
  email: 'visitor@example.com',
  subject: 'Question\r\nBcc: x@example.com',
  message: 'Hello there.',
  recaptcha: 'payload',
};

describe('sendContactMessage', () => {
  it('mails CONTACT_TO with Reply-To the visitor after the captcha passes', async () => {
    const verifyCaptcha = vi.fn(async () => ({ ok: true as const }));
    const sent: MailMessage[] = [];
    await sendContactMessage(valid, { verifyCaptcha, sendMail: async (m) => void sent.push(m) });
    expect(verifyCaptcha).toHaveBeenCalledWith('payload');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: env.CONTACT_TO, replyTo: 'visitor@example.com' });
    expect(sent[0].subject).toBe('Contact form: Question\r\nBcc: x@example.com'); // the mailer folds it to one line
    expect(sent[0].text).toContain('Hello there.');
    expect(sent[0].text).toContain('visitor@example.com');
  });

  it('reads the spec body into the form values; an empty field is the form message at its body pointer', () => {
    const body = {
      email: { email_addr: 'visitor@example.com', subject: 'Hi', message: 'Hello there.' },
      recaptcha: 'payload',
    };
    expect(SendContactFormBodySchema.parse(body)).toEqual({
      email: 'visitor@example.com',
      subject: 'Hi',
      message: 'Hello there.',
      recaptcha: 'payload',
    });
    const result = SendContactFormBodySchema.safeParse({ ...body, email: { ...body.email, subject: '' } });
    expect(result.error).toBeInstanceOf(ZodError);
    expect(result.error?.issues.map((i) => [i.path.join('/'), i.message])).toEqual([
      ['email/subject', 'Subject is required'],
    ]);
    expect(SendContactFormBodySchema.safeParse('nonsense').success).toBe(false);
  });

  it('refuses a failed captcha with a 400 and sends nothing', async () => {
    const sendMail = vi.fn(async () => undefined);
    const error = await sendContactMessage(valid, {
      verifyCaptcha: async () => ({ ok: false, reason: 'replayed' }),
      sendMail,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, detail: CAPTCHA_FAILED, source: { pointer: '/recaptcha' } });
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('lets a mail failure through as an unexpected error', async () => {
    await expect(
      sendContactMessage(valid, {
        verifyCaptcha: async () => ({ ok: true }),
        sendMail: async () => Promise.reject(new Error('SMTP down')),
      }),
    ).rejects.toThrow('SMTP down');
  });
});
