// The timewaster forms and API bodies (spec §5 Timewaster, Timewaster comment, Phone add, E-mail
// add). One schema per form, parsed again on the server. Every text has a length limit.
import { z } from 'zod';
import { reportingConsent } from '@/features/reporting/schema';
import { recordIdSchema } from '@/lib/route-params';
import { CLIENT_TYPE_VALUES, type ClientType } from '@/lib/enums/client-types';
import { THUMB_TYPES } from '@/lib/enums/thumb-types';
import { normalizeEmail, normalizePhone } from '@/lib/contact-normalize';
import { stateForCountry, STATE_RULE_PARAMS } from '@/lib/enums/us-state-rule';

export const TIMEWASTER_LIMITS = {
  name: 120,
  city: 100,
  country: 100,
  comment: 5000,
  handle: 200,
  email: 254,
  timewasterComment: 2000,
  searchText: 200,
  photos: 100,
} as const;

export const TIMEWASTER_MESSAGES = {
  name: 'Name is required',
  city: 'City is required',
  clientType: 'Please select Client Type.',
  country: 'Country is required',
  description: 'Description is required',
  email: 'Invalid email',
  saved: 'Successfully saved.',
  commentRequired: 'Comment text is required to send',
  commentAdded: 'Comment added.',
  phoneAdded: 'Phone Added',
  emailAdded: 'Email Added',
  phoneInvalid: 'Phone number must have 10 digits, or + and its country code',
  tooLong: (max: number) => `Too long (max characters: ${max})`,
  deleteConfirm: (id: number | string) => `Are you sure you want to delete timewaster with id ${id}?`,
  deleted: 'Successfully deleted timewaster.',
  deleteFailed: 'Could not delete the timewaster.',
  deleteFailedDetail: 'The record might have related data or no longer exists.',
  noResults: 'No Results Found',
  photoUpload: 'File Upload Error (#001)',
  photoDelete: 'File Delete Error (#002)',
  photoLoad: 'Error while loading Timewaster photos (#003)',
  photoUpdate: 'Error Updating (#004)',
  tooManyPhotos: 'You can upload at most 100 photos.',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, TIMEWASTER_MESSAGES.tooLong(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TIMEWASTER_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** Optional e-mail: valid if given, stored lower-cased. */
export const optionalEmail = z
  .string()
  .trim()
  .max(TIMEWASTER_LIMITS.email, TIMEWASTER_MESSAGES.tooLong(TIMEWASTER_LIMITS.email))
  .refine((v) => v === '' || z.email().safeParse(v).success, TIMEWASTER_MESSAGES.email)
  .nullish()
  .transform((v) => (v ? normalizeEmail(v) : null));

/** Optional phone: any punctuation and country code typed, the one stored form kept (decision 046). */
export const optionalPhone = z
  .string()
  .max(40, TIMEWASTER_MESSAGES.tooLong(40))
  .nullish()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const stored = normalizePhone(v);
    if (stored === null) {
      ctx.addIssue({ code: 'custom', message: TIMEWASTER_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return stored;
  });

const clientType = z
  .string({ error: TIMEWASTER_MESSAGES.clientType })
  .refine((v): v is ClientType => (CLIENT_TYPE_VALUES as readonly string[]).includes(v), TIMEWASTER_MESSAGES.clientType)
  .transform((v) => v as ClientType);

/** Report / edit form (spec §5 Timewaster). `comment` is the report's description. */
const timewasterFields = z.object({
  name: requiredText(TIMEWASTER_MESSAGES.name, TIMEWASTER_LIMITS.name),
  city: requiredText(TIMEWASTER_MESSAGES.city, TIMEWASTER_LIMITS.city),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null)),
  country: requiredText(TIMEWASTER_MESSAGES.country, TIMEWASTER_LIMITS.country),
  clientType,
  comment: requiredText(TIMEWASTER_MESSAGES.description, TIMEWASTER_LIMITS.comment),
  email: optionalEmail,
  phoneNumber: optionalPhone,
  facebook: optionalText(TIMEWASTER_LIMITS.handle),
  instagram: optionalText(TIMEWASTER_LIMITS.handle),
  twitter: optionalText(TIMEWASTER_LIMITS.handle),
  skype: optionalText(TIMEWASTER_LIMITS.handle),
  publicUsername: optionalText(TIMEWASTER_LIMITS.handle),
  anonymous: z.boolean().default(false),
  /** Moderators only; the service ignores it for girls. */
  approved: z.boolean().optional(),
});
/** State: required (a code) only in the United States, as every form with a state. */
const usState = stateForCountry({ invalid: 'Invalid value' });
/**
 * A new report also carries the reporter's consent to the reporting terms (docs/decisions/035).
 * The edit form sends the same fields without it (PATCH ignores it): an edit is no new report.
 */
export const TimewasterSchema = timewasterFields
  .extend({
    ...reportingConsent,
    /**
     * She saw the entries with the same phone or e-mail and still wants a new entry
     * (docs/decisions/044); without it such a report is a 409.
     */
    separateEntry: z.boolean().optional(),
  })
  .superRefine(usState, STATE_RULE_PARAMS);
export type TimewasterInput = z.input<typeof TimewasterSchema>;
export type TimewasterValues = z.output<typeof TimewasterSchema>;

/** PATCH: any subset of the form's fields. */
/**
 * PATCH: only the attributes sent change. `anonymous` loses its default here: a default would turn
 * every edit that leaves it out (her comment, a moderator's approval) into "not anonymous", naming
 * the reporter of an anonymous report.
 */
export const TimewasterPatchSchema = timewasterFields
  .extend({ anonymous: z.boolean().optional() })
  .partial()
  .superRefine(usState, STATE_RULE_PARAMS);
export type TimewasterPatchValues = z.output<typeof TimewasterPatchSchema>;

/** Spec §5 Timewaster comment. */
export const TimewasterCommentSchema = z.object({
  timewasterId: recordIdSchema(),
  comment: requiredText(TIMEWASTER_MESSAGES.commentRequired, TIMEWASTER_LIMITS.timewasterComment),
  anonymous: z.boolean().default(false),
});
export type TimewasterCommentValues = z.output<typeof TimewasterCommentSchema>;

/** Spec §5 Phone add: 10 digits (3-3-4), or a number with its country code; the one stored form (decision 046). */
export const TimewasterPhoneSchema = z.object({
  timewasterId: recordIdSchema(),
  phoneNumber: z
    .string()
    .max(40)
    .transform((v, ctx) => {
      const stored = normalizePhone(v);
      if (stored === null) {
        ctx.addIssue({ code: 'custom', message: TIMEWASTER_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return stored;
    }),
});

/** Spec §5 E-mail add; we still insist on something shaped like an address so lookups can match. */
export const TimewasterEmailSchema = z.object({
  timewasterId: recordIdSchema(),
  email: z
    .string()
    .trim()
    .min(1, TIMEWASTER_MESSAGES.email)
    .max(TIMEWASTER_LIMITS.email, TIMEWASTER_MESSAGES.tooLong(TIMEWASTER_LIMITS.email))
    .pipe(z.email(TIMEWASTER_MESSAGES.email))
    .transform(normalizeEmail),
});

/** Spec §3 Thumb: thumbs down 1, up 2. */
export const ThumbTypeSchema = z.union([z.literal(THUMB_TYPES.DOWN), z.literal(THUMB_TYPES.UP)], {
  error: 'Please vote thumbs up/thumbs down',
});
export const ThumbCreateSchema = z.object({ timewasterId: recordIdSchema(), thumbType: ThumbTypeSchema });
export const ThumbUpdateSchema = z.object({ thumbType: ThumbTypeSchema });

export const TimewasterPhotoSchema = z.object({
  timewasterId: recordIdSchema(),
  image64: z.string().min(1, TIMEWASTER_MESSAGES.photoUpload),
});

export const SEARCH_PAGE_SIZE = 20;
export const SearchParamsSchema = z.object({
  // Control characters become spaces, as in the girl search: PostgreSQL text cannot hold NUL.
  q: z
    .string()
    .trim()
    .max(TIMEWASTER_LIMITS.searchText)
    .transform((text) => text.replace(/[\p{Cc}\p{Cs}]/gu, ' ').trim())
    .default(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type SearchParams = z.output<typeof SearchParamsSchema>;

export type TimewasterPhoneValues = z.output<typeof TimewasterPhoneSchema>;
export type TimewasterEmailValues = z.output<typeof TimewasterEmailSchema>;
export type ThumbCreateValues = z.output<typeof ThumbCreateSchema>;
export type ThumbUpdateValues = z.output<typeof ThumbUpdateSchema>;
export type TimewasterPhotoValues = z.output<typeof TimewasterPhotoSchema>;
