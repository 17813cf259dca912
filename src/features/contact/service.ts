import 'server-only';
import { verifyCaptcha as defaultVerifyCaptcha, type CaptchaResult } from '@/server/captcha';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { queueMail } from '@/server/jobs';
import type { MailMessage } from '@/server/mail';
import { CONTACT_BODY_POINTERS, type ContactFormValues } from './schema';

export const CAPTCHA_FAILED = 'Captcha verification failed. Please solve the captcha again.';

export interface ContactDependencies {
  verifyCaptcha?: (payload: string) => Promise<CaptchaResult>;
  sendMail?: (message: MailMessage) => Promise<unknown>;
}

/** Reply-To is the visitor. Fields are checked before the captcha, so a typo does not use it up. */
export async function sendContactMessage(values: ContactFormValues, deps: ContactDependencies = {}): Promise<void> {
  const captcha = await (deps.verifyCaptcha ?? defaultVerifyCaptcha)(values.recaptcha);
  if (!captcha.ok) {
    throw new AppError('bad_request', captcha.reason === 'missing' ? 'Captcha is required' : CAPTCHA_FAILED, {
      source: { pointer: CONTACT_BODY_POINTERS.recaptcha },
    });
  }

  await (deps.sendMail ?? queueMail)({
    to: env.CONTACT_TO,
    replyTo: values.email,
    subject: `Contact form: ${values.subject}`,
    text: [
      `Message sent through the contact form by ${values.email}.`,
      '',
      `Subject: ${values.subject}`,
      '',
      values.message,
      '',
    ].join('\n'),
  });
}
