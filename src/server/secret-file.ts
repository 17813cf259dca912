import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A secret kept in DATA_DIR when none is configured: owner-only, generated once, race-safe.

/** Undefined when there is no file; wider rights are narrowed; `damaged` says what is wrong. */
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
  read: (file: string) => string | undefined;
  generate: () => string;
  lost: string;
  onGenerated?: (file: string) => void;
  beforeLink?: (file: string) => void;
}

/** Written to a temporary file then hard-linked, which fails when another process won; all read the winner. */
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
