import 'server-only';
import { queueMail } from '@/server/jobs';
import { logger } from '@/server/logger';

// The person a moderation decision concerns is told by e-mail, signed by the moderators.

export interface DecisionMail {
  subject: string;
  lines: string[];
}

/** A decision's e-mail, queued: a failure is logged, never undoes the decision. */
export async function tell(to: string, { subject, lines }: DecisionMail): Promise<void> {
  try {
    await queueMail({ to, subject, text: [...lines, '', '— The Matside moderators'].join('\n') });
  } catch (error) {
    logger.error({ err: error, subject }, 'A moderation e-mail could not be sent');
  }
}
