import 'server-only';
import { queueMail } from '@/server/jobs';
import type { MailLinkReference } from '@/server/jobs/mail-links';
import { logger } from '@/server/logger';

// The person a moderation decision concerns is told by e-mail, signed by the moderators.

export interface DecisionMail {
  subject: string;
  lines: string[];
}

/**
 * A decision's e-mail, queued: a failure is logged, never undoes the decision. `link`: the
 * reference of a link the lines hold as MAIL_LINK_PLACEHOLDER, made when the mail is sent.
 */
export async function tell(to: string, { subject, lines }: DecisionMail, link?: MailLinkReference): Promise<void> {
  try {
    await queueMail({ to, subject, text: [...lines, '', '— The Matside moderators'].join('\n'), link });
  } catch (error) {
    logger.error({ err: error, subject }, 'A moderation e-mail could not be sent');
  }
}
