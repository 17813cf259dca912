// The consent every report form carries, and the messages shared by the report forms: one field,
// one set of texts, used by the browser forms and parsed again by their endpoints.
import { z } from 'zod';
import { REPORTING_TERMS } from './terms';

export const REPORTING_MESSAGES = {
  termsRequired: 'Please agree to the reporting terms.',
  termsOutdated: 'The reporting terms have changed. Please read them again and agree.',
  /** 409: one open report per reporter and target (docs/decisions/035). */
  alreadyWaiting: (target: string) => `You already have a report about this ${target} waiting for a moderator.`,
} as const;

/**
 * The version of the reporting terms the reporter agreed to: the current one, or a 400 on
 * `reportingTermsVersion`. Missing, empty or not a string: she did not agree; another string: she
 * agreed to terms that are no longer current.
 */
export const ReportingTermsVersionSchema = z
  .literal(REPORTING_TERMS.version, {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input !== ''
        ? REPORTING_MESSAGES.termsOutdated
        : REPORTING_MESSAGES.termsRequired,
  })
  .describe(
    `The version of the reporting terms the reporter agreed to (the required checkbox on the report forms). ` +
      `Only the current version, ${REPORTING_TERMS.version}, is accepted: "${REPORTING_TERMS.text}"`,
  );

/** Spread into a report's schema: `z.object({ ...fields, ...reportingConsent })`. */
export const reportingConsent = { reportingTermsVersion: ReportingTermsVersionSchema };
