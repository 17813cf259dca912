// @ts-check
// npm run mutate – mutation testing of the rules and parsers (Stryker with its vitest runner, the
// unit project only; not part of npm test). Each mutant is a small change to the code (a flipped
// comparison, a dropped condition, another string); a mutant the unit tests do not fail "survived":
// a bug of that shape would reach users unseen. Kill the survivors a user could hit with a test.
//
//   npm run mutate                                          every file below (long: tens of minutes)
//   npm run mutate -- --mutate src/features/ai-chat/booking-dialog.ts   one file
//
// The HTML report is written to reports/mutation/ (git-ignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  mutate: [
    'src/server/auth/permissions.ts',
    'src/server/auth/scope.ts',
    'src/features/ai-chat/booking-*.ts',
    'src/features/ai-chat/dates.ts',
    'src/lib/dates.ts',
    'src/lib/zoned-time.ts',
    'src/lib/contact-normalize.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
};
export default config;
