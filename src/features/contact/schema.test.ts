import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './schema';

function messages(input: Record<string, unknown>) {
  const result = ContactFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('ContactFormSchema', () => {
  it('gives the spec messages for empty fields', () => {
    expect(messages({ email: '', subject: ' ', message: '', recaptcha: '' })).toEqual({
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
      recaptcha: 'Captcha is required',
    });
  });

  it('checks the e-mail address and the lengths', () => {
    expect(messages({ email: 'nope', subject: 's', message: 'm', recaptcha: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(messages({ email: 'a@b.co', subject: 's'.repeat(201), message: 'm'.repeat(5001), recaptcha: 'x' })).toEqual({
      subject: 'Too long (max characters: 200)',
      message: 'Too long (max characters: 5000)',
    });
  });

  it('trims and accepts a complete message', () => {
    expect(ContactFormSchema.parse({ email: ' a@b.co ', subject: ' Hi ', message: ' Text ', recaptcha: 'p' })).toEqual({
      email: 'a@b.co',
      subject: 'Hi',
      message: 'Text',
      recaptcha: 'p',
    });
  });
});
