import { z } from 'zod';

// Spec §5 "Contact", verbatim.
export const CONTACT_LIMITS = { email: 254, subject: 200, message: 5_000 } as const;

export const ContactFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(
      z
        .email('Please enter a valid email address')
        .max(CONTACT_LIMITS.email, `Too long (max characters: ${CONTACT_LIMITS.email})`),
    ),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(CONTACT_LIMITS.subject, `Too long (max characters: ${CONTACT_LIMITS.subject})`),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_LIMITS.message, `Too long (max characters: ${CONTACT_LIMITS.message})`),
  /** The ALTCHA payload under the spec's reCAPTCHA-era name. */
  recaptcha: z.string().min(1, 'Captcha is required'),
});
export type ContactFormValues = z.output<typeof ContactFormSchema>;

/** Spec §7. */
export interface SendContactFormBody {
  email: { email_addr: string; subject: string; message: string };
  recaptcha: string;
}

export function toSendContactFormBody(values: ContactFormValues): SendContactFormBody {
  return {
    email: { email_addr: values.email, subject: values.subject, message: values.message },
    recaptcha: values.recaptcha,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A missing field counts as empty, so the answer is the form's own messages. */
export const SendContactFormBodySchema = z
  .preprocess(
    (body) => {
      const { email, recaptcha } =
        body && typeof body === 'object' ? (body as { email?: unknown; recaptcha?: unknown }) : {};
      const fields = email && typeof email === 'object' ? (email as Record<string, unknown>) : {};
      return {
        email: { email_addr: text(fields.email_addr), subject: text(fields.subject), message: text(fields.message) },
        recaptcha: text(recaptcha),
      };
    },
    z.object({
      email: z.object({
        email_addr: ContactFormSchema.shape.email,
        subject: ContactFormSchema.shape.subject,
        message: ContactFormSchema.shape.message,
      }),
      recaptcha: ContactFormSchema.shape.recaptcha,
    }),
  )
  .transform(({ email, recaptcha }): ContactFormValues => ({
    email: email.email_addr,
    subject: email.subject,
    message: email.message,
    recaptcha,
  }));

export const CONTACT_BODY_POINTERS: Record<keyof ContactFormValues, string> = {
  email: '/email/email_addr',
  subject: '/email/subject',
  message: '/email/message',
  recaptcha: '/recaptcha',
};
