// The reporting terms and their version, stored with each report (decision 035): a changed word is a
// new version, so a stored version names the exact text its reporter saw.

export const REPORTING_TERMS = {
  version: '2026-11-23',
  text:
    'I confirm that this report is true to the best of my knowledge and made in good faith. I agree that ' +
    'Matside keeps it with my account, that moderators check it before it is used, and that a false or ' +
    'malicious report can cost me my account.',
} as const;

export const REPORTING_TERMS_HREF = '/terms-and-conditions#safety-reports';
