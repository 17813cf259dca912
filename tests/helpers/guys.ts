import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';
import { dataDir } from '@/server/env';

// Shared by the guy registration and guy profile integration tests.

const outbox = path.join(dataDir, 'outbox');

/** A captcha solved as the widget would: one use only. */
export async function solvedCaptcha(): Promise<string> {
  const response = await getChallenge(new Request('http://localhost/api/captcha/challenge'), undefined);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A small square PNG as the crop dialog exports it; `seed` changes its colour (so its stored key). */
export async function avatarDataUrl(seed = 0): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: seed % 256, g: 120, b: 200 } } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Every .eml in DATA_DIR/outbox addressed to `address`, oldest first. */
export async function mailsTo(address: string): Promise<string[]> {
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.split(/\r?\n/).includes(`To: ${address}`)) mails.push(content);
  }
  return mails;
}
