import { randomBytes } from 'node:crypto';

// Imported first by the integration setup files, before any module that loads src/server/env.ts:
// the tests sign with a random secret of their own, never one from the repository, and never
// generate one into a developer's ./data (decision 025).
process.env.AUTH_SECRET ||= randomBytes(32).toString('base64url');
