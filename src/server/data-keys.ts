import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeEmail, normalizePhone, phoneDigits } from '@/lib/contact-normalize';
import { keptSecret, readSecretFile } from './secret-file';

// docs/decisions/053-encryption-at-rest.md: the safety data's contacts (timewaster
// phones, e-mails and social handles, the contacts that screen a booking request) are stored sealed
// (AES-256-GCM) and matched by keyed hashes (HMAC-SHA-256) of their normalised form, so a copy of
// the database alone reveals none of them. The keys never live in the database: DATA_ENCRYPTION_KEY
// for operators, or a key generated into DATA_DIR on the demo's first start (as the auth secret).
//
// A keyring holds every key version still in use; the highest seals and hashes new values, older
// ones open and match the rows `npm run keys:rotate` has not reached yet. Each version's encryption
// key and hash key are derived from its master key with HKDF-SHA-256 under different labels: the
// hash key is never the encryption key, and one variable configures both.

/** The file in DATA_DIR that keeps the generated keyring (mode 0600). */
export const DATA_KEY_FILE = 'data-encryption-key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v([1-9][0-9]{0,5})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;
const ENTRY = /^v([1-9][0-9]{0,5}):([A-Za-z0-9_-]+)$/;
const PLACEHOLDER = /change[-_ ]?me|example|placeholder|your[-_ ]?key|secret/i;

/** What a keyed hash is of: the kind goes into the hash, so a phone and a handle of the same digits differ. */
export type ContactKind = 'phone' | 'email' | 'handle';

/**
 * The form of a contact that is hashed, so that any usual spelling finds the row: a phone's
 * stored E.164 digits (decision 046; a number the rule cannot read, its digits), an e-mail
 * trimmed and lower-cased, a handle without a leading '@', spaces or case. Null when nothing is left.
 */
export function normalizeContact(kind: ContactKind, value: string): string | null {
  let normal: string;
  if (kind === 'phone') normal = normalizePhone(value) ?? phoneDigits(value);
  else if (kind === 'email') normal = normalizeEmail(value);
  else normal = normalizeHandle(value);
  return normal === '' ? null : normal;
}

/**
 * A handle as girls write it: '@name', 'live:name' (Skype), or the profile's address
 * ('https://www.facebook.com/name/', 'instagram.com/name?hl=en'): the name, lower-cased.
 */
function normalizeHandle(value: string): string {
  const text = value.replace(/\s/g, '').toLowerCase();
  const profile = /^(?:https?:\/\/)?(?:www\.|m\.|mobile\.)?(?:facebook|fb|instagram|twitter|x)\.com\/([^/?#]+)/.exec(
    text,
  );
  return (profile ? profile[1]! : text).replace(/^live:/, '').replace(/^@+/, '');
}

interface VersionKeys {
  version: number;
  encryption: Buffer;
  hashing: Buffer;
}

function derive(master: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `matside ${label}`, KEY_BYTES));
}

/** Why this keyring text must not be used, or null when it may. The message names the variable. */
export function dataKeyProblem(text: string): string | null {
  const entries = text.split(',').map((part) => part.trim());
  const versions = new Set<number>();
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) {
      return "DATA_ENCRYPTION_KEY must be one or more comma-separated \"v<version>:<32 random bytes in base64url>\" entries; generate one with: node -e \"console.log('v1:' + require('crypto').randomBytes(32).toString('base64url'))\"";
    }
    const version = Number(match[1]);
    const key = Buffer.from(match[2]!, 'base64url');
    // A pasted example ('change-me…') is refused whatever its length.
    const typed = match[2]!;
    if (versions.has(version)) return `DATA_ENCRYPTION_KEY names version ${version} twice`;
    versions.add(version);
    if (PLACEHOLDER.test(typed)) return `DATA_ENCRYPTION_KEY version ${version} is not a random key`;
    if (key.length !== KEY_BYTES) {
      return `DATA_ENCRYPTION_KEY version ${version} must be ${KEY_BYTES} bytes (it has ${key.length})`;
    }
    // 32 bytes of 'aaaa…'/'0000…': long enough, not random.
    if (new Set(key).size < 16) {
      return `DATA_ENCRYPTION_KEY version ${version} is not a random key`;
    }
  }
  return null;
}

export class DataKeyring {
  readonly #keys: Map<number, VersionKeys>;
  /** The version that seals and hashes new values. */
  readonly current: number;

  constructor(text: string) {
    const problem = dataKeyProblem(text);
    if (problem) throw new Error(`Invalid environment: ${problem}`);
    this.#keys = new Map();
    for (const entry of text.split(',')) {
      const [, version, key] = ENTRY.exec(entry.trim())!;
      const master = Buffer.from(key!, 'base64url');
      this.#keys.set(Number(version), {
        version: Number(version),
        encryption: derive(master, 'contact encryption'),
        hashing: derive(master, 'contact hash'),
      });
    }
    this.current = Math.max(...this.#keys.keys());
  }

  /** Every version this keyring can open, newest first. */
  get versions(): number[] {
    return [...this.#keys.keys()].sort((a, b) => b - a);
  }

  #version(version: number): VersionKeys {
    const keys = this.#keys.get(version);
    if (!keys) throw new Error(`data key version ${version} is not in DATA_ENCRYPTION_KEY`);
    return keys;
  }

  /**
   * `v<version>.<iv>.<ciphertext+tag>` (base64url). `context` (the table and column) is
   * authenticated: a value copied into another column does not open there.
   */
  seal(plain: string, context: string, version = this.current): string {
    const keys = this.#version(version);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v${version}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plain text of a sealed value; throws when it was altered, sealed for another context or under an unknown key. */
  open(sealed: string, context: string): string {
    const match = SEALED.exec(sealed);
    if (!match) throw new Error('not a sealed value');
    const keys = this.#version(Number(match[1]));
    // At least 22 characters: 16 bytes, the tag of an empty text.
    const body = Buffer.from(match[3]!, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(match[2]!, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }

  /** The keyed hash of a contact's normalised form under one version (base64url), or null when nothing is left. */
  hash(kind: ContactKind, value: string, version = this.current): string | null {
    const normal = normalizeContact(kind, value);
    if (normal === null) return null;
    return createHmac('sha256', this.#version(version).hashing)
      .update(`${kind}\u0000${normal}`, 'utf8')
      .digest('base64url');
  }

  /**
   * What a lookup compares with: the value's hash under every version, newest first, so a row that
   * rotation has not re-hashed yet is still found. Empty when nothing is left to match.
   */
  lookupHashes(kind: ContactKind, value: string): string[] {
    return this.versions.map((version) => this.hash(kind, value, version)).filter((h): h is string => h !== null);
  }

  /** The version a sealed value was made with, or null when the text is not sealed. */
  static versionOf(sealed: string): number | null {
    const match = SEALED.exec(sealed);
    return match ? Number(match[1]) : null;
  }
}

/** A new random key entry for `version`. */
export function newKeyEntry(version: number): string {
  return `v${version}:${randomBytes(KEY_BYTES).toString('base64url')}`;
}

export interface ResolveDataKeysOptions {
  /** DATA_ENCRYPTION_KEY from the environment, trimmed; undefined when unset or empty. */
  configured: string | undefined;
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** Production refuses to start without a configured key: a generated one dies with its machine. */
  production: boolean;
  /** Told once, by the process that wrote the file; never given the key. */
  onGenerated?: (file: string) => void;
  /** Tests: runs between writing the temporary file and linking it (a rival process's moment). */
  beforeLink?: (file: string) => void;
}

function readKeyFile(file: string): string | undefined {
  return readSecretFile(file, (keys) => {
    const problem = dataKeyProblem(keys);
    return problem
      ? `Invalid environment: ${problem} (in ${file}). Without it the sealed contacts cannot be read: restore the file from a backup`
      : null;
  });
}

/**
 * The keyring text: the configured one when acceptable (else an Error naming DATA_ENCRYPTION_KEY),
 * or the one kept in `${dataDir}/data-encryption-key`, generated when missing outside production.
 * Race-safe across processes (keptSecret).
 */
export function resolveDataKeys({
  configured,
  dataDir,
  production,
  onGenerated,
  beforeLink,
}: ResolveDataKeysOptions): string {
  if (configured !== undefined) {
    const problem = dataKeyProblem(configured);
    if (problem) throw new Error(`Invalid environment: ${problem}`);
    return configured;
  }
  if (production) {
    throw new Error(
      'Invalid environment: DATA_ENCRYPTION_KEY must be set in production (the key of the sealed contacts, kept outside the database and its backups)',
    );
  }
  const file = path.join(dataDir, DATA_KEY_FILE);
  return keptSecret(file, {
    read: readKeyFile,
    generate: () => newKeyEntry(1),
    lost: `Invalid environment: DATA_ENCRYPTION_KEY: could not keep a generated key in ${file}`,
    onGenerated,
    beforeLink,
  });
}

/**
 * `npm run keys:rotate -- --new-key` without DATA_ENCRYPTION_KEY (the demo): adds a new version to
 * the key file in `dataDir` (written to a temporary file and renamed over it, mode 0600); returns
 * the new keyring text. The older versions stay: the rows not yet rotated open with them.
 */
export function addDataKeyVersion(dataDir: string): string {
  const file = path.join(dataDir, DATA_KEY_FILE);
  const current = readKeyFile(file);
  if (current === undefined) throw new Error(`no key file at ${file}: start the app once first`);
  const next = `${current},${newKeyEntry(new DataKeyring(current).current + 1)}`;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${next}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
  return next;
}
