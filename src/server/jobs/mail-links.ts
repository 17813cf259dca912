import 'server-only';
import type { VerificationClaims } from '../auth/verification-link';

// A job row is kept for days and readable, so a mail's working link (verification, legacy move,
// appeal) is queued as a reference and built by the send-email handler when it sends.

export const MAIL_LINK_PLACEHOLDER = '{{link}}';

export type MailLinkReference =
  | { kind: 'verify-email'; claims: VerificationClaims; callbackURL: string }
  /** Decision 015. */
  | { kind: 'legacy-migration'; userId: string }
  | { kind: 'appeal'; noticeId: number; userId: string };

/** Null when there is none to make any more (the job then sends nothing). */
export async function buildMailLink(reference: MailLinkReference): Promise<string | null> {
  switch (reference.kind) {
    case 'verify-email': {
      const { emailVerificationLink } = await import('../auth/verification-link');
      return emailVerificationLink(reference.claims, reference.callbackURL);
    }
    case 'legacy-migration': {
      const { createMigrationLink } = await import('@/features/legacy-migration/service');
      return createMigrationLink(reference.userId);
    }
    case 'appeal': {
      const [{ absoluteUrl }, { APPEAL_LINK_PATH, appealLinkToken }] = await Promise.all([
        import('../absolute-url'),
        import('../appeal-links'),
      ]);
      return absoluteUrl(`${APPEAL_LINK_PATH}/${appealLinkToken(reference.noticeId, reference.userId)}`);
    }
  }
}

export function withLink<M extends { text: string; html?: string }>(message: M, link: string): M {
  return {
    ...message,
    text: message.text.replaceAll(MAIL_LINK_PLACEHOLDER, link),
    ...(message.html === undefined ? {} : { html: message.html.replaceAll(MAIL_LINK_PLACEHOLDER, link) }),
  };
}
