// The scammer report form (spec §5 "Problem girl form (public)": the fields of the Scammer record),
// used by the browser form and parsed again by POST /api/v1/scammers.
import { z } from 'zod';
import { reportingConsent } from '@/features/reporting/schema';
import { HEIGHT_MAX_INCHES, HEIGHT_MIN_INCHES } from '@/lib/enums/heights';
import { WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '@/lib/enums/weights';
import { requiredText } from '@/lib/text-fields';

export const SCAMMER_REPORT_LIMITS = {
  name: 100,
  username: 60,
  headline: 120,
  description: 5000,
  city: 100,
  country: 100,
} as const;

const required = (label: string, max: number) => requiredText(`${label} is required`, max);

/** Optional select value: '' or null means not chosen; the browser sends strings, the API numbers. */
const optionalChoice = (min: number, max: number) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: 'Invalid value' });
        return z.NEVER;
      }
      return number;
    });

export const ScammerReportSchema = z.object({
  name: required('Name', SCAMMER_REPORT_LIMITS.name),
  username: required('Username', SCAMMER_REPORT_LIMITS.username),
  headline: required('Headline', SCAMMER_REPORT_LIMITS.headline),
  description: required('Description', SCAMMER_REPORT_LIMITS.description),
  city: required('City', SCAMMER_REPORT_LIMITS.city),
  country: required('Country', SCAMMER_REPORT_LIMITS.country),
  height: optionalChoice(HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES),
  weight: optionalChoice(WEIGHT_MIN_LBS, WEIGHT_MAX_LBS),
  /** A PNG/JPEG data URL (image64); optional. */
  avatar: z.string().nullable().optional(),
  ...reportingConsent,
});

export type ScammerReportInput = z.input<typeof ScammerReportSchema>;
export type ScammerReportValues = z.output<typeof ScammerReportSchema>;

/** DELETE /admin/scammer (spec §7): {girl_id, comment}; the comment explains the decision. */
export const UNSET_COMMENT_REQUIRED = 'Comment is required';
export const UNSET_COMMENT_DESCRIPTION =
  'Please provide a comment explaining why this person is being unset as a scammer.';
export const UnsetScammerSchema = z.object({
  girl_id: z.coerce.number({ message: 'girl_id is required' }).int().positive('girl_id is required'),
  comment: z.string({ message: UNSET_COMMENT_REQUIRED }).trim().min(1, UNSET_COMMENT_REQUIRED).max(2_000),
});
export type UnsetScammer = z.output<typeof UnsetScammerSchema>;
