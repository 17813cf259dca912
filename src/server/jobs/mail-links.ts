import 'server-only';
import type { VerificationClaims } from '../auth/verification-link';

// A queued e-mail that carries a working link (verify an address, move a legacy account, appeal a
// ban) is stored as a pg-boss job row for days (completed jobs are kept, failed ones longer), and
// whoever reads that table could use the link. So the job carries a reference instead (whose
// link, for what) and the text a placeholder; the send-email handler builds the link when it sends
// (buildMailLink), and only the mail itself holds it. A link that can no longer be made (the
// address got verified, the account claimed) makes the job send nothing.

/** Where the link goes in the mail's text; replaced by the handler. */
export const MAIL_LINK_PLACEHOLDER = '{{link}}';

export type MailLinkReference =
  /** Better Auth's e-mail verification link: its token's claims (verification-link.ts). */
  | { kind: 'verify-email'; claims: VerificationClaims; callbackURL: string }
  /** A new one-time link to choose a password for an unclaimed legacy account (decision 015). */
  | { kind: 'legacy-migration'; userId: string }
  /** The signed appeal link of a decision notice (decision 039). */
  | { kind: 'appeal'; noticeId: number; userId: string };

/** The link a reference names, made now; null when there is none to make any more. */
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

/** The message with its link in place of the placeholder (text and HTML). */
export function withLink<M extends { text: string; html?: string }>(message: M, link: string): M {
  return {
    ...message,
    text: message.text.replaceAll(MAIL_LINK_PLACEHOLDER, link),
    ...(message.html === undefined ? {} : { html: message.html.replaceAll(MAIL_LINK_PLACEHOLDER, link) }),
  };
}
