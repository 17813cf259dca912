// The moderators' problem-girl form (spec §5 "Problem girl form (admin edit)") and the reported
// URLs, used by the browser form and parsed again by PATCH /problem_girl/{id}.
import { z } from 'zod';
import { pastDateField } from '@/lib/birthday';
import { optionalText, requiredText, tooLong } from '@/lib/text-fields';

export const PROBLEM_GIRL_LIMITS = {
  pageTitle: 300,
  messageThread: 2000,
  reasonWhy: 5000,
  name: 100,
  username: 60,
  headline: 200,
  profileUrl: 2000,
  city: 100,
  country: 100,
} as const;

export const PROBLEM_GIRL_MESSAGES = {
  saved: 'Successfully saved.',
  updated: 'Problem Girl Profile Updated',
  added: 'Problem Girl Added',
  deleted: 'Problem Girl Deleted',
  urlAdded: 'Reported URL added',
  urlSaved: 'Reported URL saved',
  urlDeleted: 'Reported URL deleted',
  invalidUrl: 'Please enter a valid URL (http:// or https://)',
  dateRequired: 'Date of Analysis is required',
} as const;

const required = (label: string, max: number) => requiredText(`${label} is required`, max);

const webUrl = z
  .string({ error: PROBLEM_GIRL_MESSAGES.invalidUrl })
  .trim()
  .max(PROBLEM_GIRL_LIMITS.profileUrl, tooLong(PROBLEM_GIRL_LIMITS.profileUrl))
  .regex(/^https?:\/\/[^\s/]+\.[^\s]*$/i, PROBLEM_GIRL_MESSAGES.invalidUrl);

export const ProblemGirlSchema = z.object({
  pageTitle: required('Page title', PROBLEM_GIRL_LIMITS.pageTitle),
  messageThread: required('Message thread', PROBLEM_GIRL_LIMITS.messageThread),
  reasonWhy: required('Reason why', PROBLEM_GIRL_LIMITS.reasonWhy),
  name: required('Name', PROBLEM_GIRL_LIMITS.name),
  username: required('Username', PROBLEM_GIRL_LIMITS.username),
  headline: required('Headline', PROBLEM_GIRL_LIMITS.headline),
  /** Optional; from 1900 to today. */
  dateOfAnalysis: pastDateField(undefined, PROBLEM_GIRL_MESSAGES.dateRequired).optional(),
  profileUrl: z
    .union([z.literal(''), z.null(), webUrl])
    .optional()
    .transform((value) => value || null),
  city: optionalText(PROBLEM_GIRL_LIMITS.city),
  country: optionalText(PROBLEM_GIRL_LIMITS.country),
  /** A new picture as a PNG/JPEG data URL; absent keeps the stored one (spec: a URL is not sent). */
  image64: z.string().nullable().optional(),
});
export type ProblemGirlInput = z.input<typeof ProblemGirlSchema>;
export type ProblemGirlValues = z.output<typeof ProblemGirlSchema>;

/** A reported URL: an http(s) link. */
export const ReportedUrlSchema = z.object({ url: webUrl });
export type ReportedUrlValues = z.output<typeof ReportedUrlSchema>;

/** /admin/problem-girls?q=&page=: bad values fall back to the first page of everything. */
export const ProblemGirlListFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
