import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/text-fields';
import { isWallTime } from '@/lib/zoned-time';

// Check-ins and trusted contacts (docs/decisions/048): one schema per form, used by the browser
// and parsed again by the server.

export const MAX_TRUSTED_CONTACTS = 3;
export const GRACE_MINUTES = { min: 5, max: 60, default: 15 } as const;
export const CHECK_IN_LIMITS = { place: 300, clientName: 100, contactName: 100, email: 254 } as const;

export const CHECK_IN_MESSAGES = {
  contactName: 'Name is required',
  email: 'Please enter a valid email address.',
  tooManyContacts: `You can have up to ${MAX_TRUSTED_CONTACTS} trusted contacts.`,
  sameContact: 'This address is already one of your trusted contacts.',
  place: 'Where is required',
  client: 'With whom is required',
  endsAt: 'Until when is required',
  endsInPast: 'Choose a time that is not in the past.',
  grace: `Choose a grace period of ${GRACE_MINUTES.min} to ${GRACE_MINUTES.max} minutes.`,
  noContacts: 'Add a trusted contact in your settings and wait until they agree before you start a check-in.',
  running: 'You already have a check-in running. End it first.',
  over: 'This check-in is over.',
  alreadyPassed: 'The end time has passed: your contacts were alerted. Press “I’m safe” to tell them.',
  active: 'Choose whether to be her trusted contact.',
} as const;

export const TrustedContactSchema = z.object({
  name: requiredText(CHECK_IN_MESSAGES.contactName, CHECK_IN_LIMITS.contactName),
  email: z
    .string({ error: CHECK_IN_MESSAGES.email })
    .trim()
    .max(CHECK_IN_LIMITS.email, CHECK_IN_MESSAGES.email)
    .pipe(z.email(CHECK_IN_MESSAGES.email)),
});
export type TrustedContactValues = z.output<typeof TrustedContactSchema>;

const wallTime = z
  .string({ error: CHECK_IN_MESSAGES.endsAt })
  .trim()
  .min(1, CHECK_IN_MESSAGES.endsAt)
  .refine(isWallTime, CHECK_IN_MESSAGES.endsAt);

const graceMinutes = z.coerce
  .number({ error: CHECK_IN_MESSAGES.grace })
  .int(CHECK_IN_MESSAGES.grace)
  .min(GRACE_MINUTES.min, CHECK_IN_MESSAGES.grace)
  .max(GRACE_MINUTES.max, CHECK_IN_MESSAGES.grace);

/** From a booking, client and zone are the booking's; else `clientName` and her browser's zone. */
export const CheckInStartSchema = z
  .object({
    bookingId: z.number().int().positive().nullish(),
    place: requiredText(CHECK_IN_MESSAGES.place, CHECK_IN_LIMITS.place),
    clientName: optionalText(CHECK_IN_LIMITS.clientName),
    endsAt: wallTime,
    timeZone: z.string().trim().max(64).nullish(),
    graceMinutes,
    tellNow: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.bookingId && !value.clientName)
      ctx.addIssue({ code: 'custom', path: ['clientName'], message: CHECK_IN_MESSAGES.client });
  });
export type CheckInStartInput = z.input<typeof CheckInStartSchema>;
export type CheckInStartValues = z.output<typeof CheckInStartSchema>;

/** PATCH /api/v1/check-ins/{id}: extend (a new end on the session's clock), "I'm safe" or "Help now". */
export const CheckInPatchSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('extend'), endsAt: wallTime }),
  z.object({ action: z.literal('safe') }),
  z.object({ action: z.literal('help') }),
]);
export type CheckInPatch = z.output<typeof CheckInPatchSchema>;

/** PATCH /api/v1/trusted-contact-links/{token}: the contact agrees (true) or stops (false). */
export const ContactConsentSchema = z.object({ active: z.boolean({ error: CHECK_IN_MESSAGES.active }) });
