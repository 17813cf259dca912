import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A secret kept in a file of DATA_DIR when none is configured (the auth secret, the data keys):
// read with only the owner's rights, and generated once, race-safe across processes.

/**
 * The file's text, trimmed, or undefined when there is no file. Only the owner may read it: an
 * older or hand-made file with wider rights is narrowed. `damaged` names what is wrong with the
 * text (thrown as the error), or null.
 */
export function readSecretFile(file: string, damaged: (text: string) => string | null): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = text.trim();
  const problem = damaged(secret);
  if (problem) throw new Error(problem);
  return secret;
}

export interface KeptSecretOptions {
  /** Reads the file (readSecretFile with the secret's own check). */
  read: (file: string) => string | undefined;
  /** A new secret, written when there is no file yet. */
  generate: () => string;
  /** The error when no file could be kept. */
  lost: string;
  /** Told once, by the process that wrote the file; never given the secret. */
  onGenerated?: (file: string) => void;
  /** Tests: runs between writing the temporary file and linking it (a rival process's moment). */
  beforeLink?: (file: string) => void;
}

/**
 * The secret in `file`, generated when missing. The new secret is written to a temporary file and
 * hard-linked to the final name, which fails when another process got there first (`next build`
 * workers, several instances on one folder); everyone then reads the file that won.
 */
export function keptSecret(file: string, { read, generate, lost, onGenerated, beforeLink }: KeptSecretOptions): string {
  const existing = read(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${generate()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    beforeLink?.(file);
    linkSync(temporary, file);
    onGenerated?.(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const winner = read(file);
  if (!winner) throw new Error(lost);
  return winner;
}
