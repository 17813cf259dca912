// The reporting terms a reporter agrees to on every report form (scammer, session girl,
// timewaster), and their version, which is stored with each report (docs/decisions/035).
// Changing a word of the text is a new version: change both together, so a stored version always
// names the exact text its reporter saw. The server accepts the current version only.

export const REPORTING_TERMS = {
  version: '2026-11-23',
  text:
    'I confirm that this report is true to the best of my knowledge and made in good faith. I agree that ' +
    'Matside keeps it with my account, that moderators check it before it is used, and that a false or ' +
    'malicious report can cost me my account.',
} as const;

/** The Terms and Conditions section on safety reports (a page that exists: /terms-and-conditions). */
export const REPORTING_TERMS_HREF = '/terms-and-conditions#safety-reports';
