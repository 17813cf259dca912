import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { keptSecret, readSecretFile } from './secret-file';

// AUTH_SECRET (decision 025): a secret published in the repository never serves requests; unset, one
// is generated into DATA_DIR for every process sharing it.

export const AUTH_SECRET_FILE = 'auth-secret';
export const AUTH_SECRET_MIN_LENGTH = 32;

/** Published in this repository (old defaults): anyone can sign tokens with them. */
export const KNOWN_AUTH_SECRETS: readonly string[] = ['matside-development-secret-change-me-in-production'];

// Placeholders people paste from examples: refused whatever their length.
const PLACEHOLDER = /change[-_ ]?me|example|placeholder|development-secret|your[-_ ]?secret/i;

/** Why this configured secret must not be used, or null when it may. The message names the variable. */
export function authSecretProblem(value: string): string | null {
  if (KNOWN_AUTH_SECRETS.includes(value) || PLACEHOLDER.test(value)) {
    return 'AUTH_SECRET is a value published in the repository or an example; set a random one (or leave it unset and a random one is generated into DATA_DIR)';
  }
  if (value.length < AUTH_SECRET_MIN_LENGTH) {
    return `AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters (it has ${value.length}); generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`;
  }
  // 'aaaa…', '0000…', '1234567890…' repeated: long but guessable.
  if (new Set(value).size < 8) return 'AUTH_SECRET has too few distinct characters to be a random secret';
  return null;
}

export interface ResolveAuthSecretOptions {
  configured: string | undefined;
  dataDir: string;
  /** Told once, by the process that wrote the file; never given the secret. */
  onGenerated?: (file: string) => void;
  beforeLink?: (file: string) => void;
}

function readAuthSecretFile(file: string): string | undefined {
  return readSecretFile(file, (secret) =>
    secret.length < AUTH_SECRET_MIN_LENGTH
      ? `Invalid environment: AUTH_SECRET: the generated secret in ${file} is damaged (shorter than ${AUTH_SECRET_MIN_LENGTH} characters); delete the file to generate a new one (every session then ends)`
      : null,
  );
}

/** The configured secret when acceptable, else the one kept (or generated race-safely) in DATA_DIR. */
export function resolveAuthSecret({ configured, dataDir, onGenerated, beforeLink }: ResolveAuthSecretOptions): string {
  if (configured !== undefined) {
    const problem = authSecretProblem(configured);
    if (problem) throw new Error(`Invalid environment: ${problem}`);
    return configured;
  }
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  return keptSecret(file, {
    read: readAuthSecretFile,
    generate: () => randomBytes(32).toString('base64url'),
    lost: `Invalid environment: AUTH_SECRET: could not keep a generated secret in ${file}`,
    onGenerated,
    beforeLink,
  });
}
