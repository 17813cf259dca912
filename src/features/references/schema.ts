// A guy's unverified reference (spec §5, §7) and the named girl's answer (decision 020).
import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';
import { optionalText, requiredText } from '@/lib/text-fields';

export const REFERENCE_LIMITS = { username: 100, girlUrl: 500, guyIdentifier: 100 } as const;

export const REFERENCE_MESSAGES = {
  username: 'Username is required',
  girlUrl: 'Url to girl profile is required',
  girlUrlInvalid: 'Enter the link to her profile, such as https://matside.com/profile/Her-Name',
  /** Spec §8. */
  thanks: 'Thank you for your reference! Matside will reach out to the girl to confirm the session together.',
  confirmed: 'Reference confirmed.',
  denied: 'Reference denied.',
} as const;

/** A path on ours or a web address with a host name (localhost too), with or without https://. */
export function isProfileLink(text: string): boolean {
  const value = text.trim();
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return value.length > 1 && !value.startsWith('//');
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      (url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname))
    );
  } catch {
    return false;
  }
}

export const UnverifiedReferenceSchema = z.object({
  guyId: recordIdSchema(),
  username: requiredText(REFERENCE_MESSAGES.username, REFERENCE_LIMITS.username),
  girlUrl: requiredText(REFERENCE_MESSAGES.girlUrl, REFERENCE_LIMITS.girlUrl).refine(
    isProfileLink,
    REFERENCE_MESSAGES.girlUrlInvalid,
  ),
  guyIdentifier: optionalText(REFERENCE_LIMITS.guyIdentifier),
});
export type UnverifiedReferenceValues = z.output<typeof UnverifiedReferenceSchema>;

export const ReferenceDecisionSchema = z.object({
  decision: z.enum(['confirm', 'deny'], { error: "decision must be 'confirm' or 'deny'" }),
});
export type ReferenceDecision = z.output<typeof ReferenceDecisionSchema>;

/** Relative or on our own host (any scheme, www. or not); anything else names no one here. */
export function stageNameFromGirlUrl(girlUrl: string, appUrl: string): string | null {
  let url: URL;
  let ours: URL;
  try {
    ours = new URL(appUrl);
    url = new URL(girlUrl.trim(), ours);
  } catch {
    return null;
  }
  const host = (h: string) => h.toLowerCase().replace(/^www\./, '');
  if (host(url.hostname) !== host(ours.hostname)) return null;
  const match = /^\/profile\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  try {
    const name = decodeURIComponent(match[1]!).trim();
    return name || null;
  } catch {
    return null;
  }
}
