import { randomBytes } from 'node:crypto';

// Imported first by the integration setup files, before any module that loads src/server/env.ts:
// the tests sign with a random secret of their own, never one from the repository, and never
// generate one into a developer's ./data (decisions 025 and 053).
process.env.AUTH_SECRET ||= randomBytes(32).toString('base64url');
// The same for the key of the sealed contacts (decision 053).
process.env.DATA_ENCRYPTION_KEY ||= `v1:${randomBytes(32).toString('base64url')}`;
