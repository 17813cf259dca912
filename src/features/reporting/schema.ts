// The consent and messages every report form shares.
import { z } from 'zod';
import { REPORTING_TERMS } from './terms';

export const REPORTING_MESSAGES = {
  termsRequired: 'Please agree to the reporting terms.',
  termsOutdated: 'The reporting terms have changed. Please read them again and agree.',
  /** Decision 035. */
  alreadyWaiting: (target: string) => `You already have a report about this ${target} waiting for a moderator.`,
} as const;

/** Missing: she did not agree; another string: terms no longer current. */
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

export const reportingConsent = { reportingTermsVersion: ReportingTermsVersionSchema };
