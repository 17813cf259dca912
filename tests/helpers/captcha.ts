import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { GET as getChallenge } from '@/app/api/captcha/challenge/route';

/** A solved ALTCHA payload, as the captcha widget would post it (a fresh challenge each time). */
export async function solvedCaptcha(): Promise<string> {
  const response = await getChallenge(new Request('http://localhost/api/captcha/challenge'), undefined);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}
