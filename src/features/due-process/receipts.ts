import type { DecisionMail } from './decision-mail';
import type { Notice } from './decision-notices';
import { reasonSentence } from './reason-codes';

// The e-mails of the notices: whoever filed a report is told what became of it,
// accepted or not, with the reason; the moderator is never named. Pure, for the unit test.

export function receiptMail(
  notice: Notice,
  links: {
    published?: string;
    /** Who decided, never by name: "A moderator", "The girl it names". */ decider?: string;
  } = {},
): DecisionMail {
  const decider = links.decider ?? 'A moderator';
  const reason = reasonSentence(notice.reasonCode, notice.reasonText);
  return {
    subject: `${notice.subject}: ${notice.accepted ? 'accepted' : 'not accepted'}`,
    lines: [
      notice.kind === 'reference' ? 'Thank you for your reference.' : 'Thank you for your report.',
      '',
      notice.accepted
        ? `${decider} has checked it and accepted it.${links.published ? ` It is published: ${links.published}` : ''}`
        : `${decider} has checked it and could not accept it.`,
      '',
      `The reason: ${reason}`,
      '',
      'You can see the outcome of your reports on your dashboard.',
    ],
  };
}

/** The e-mail to the person a decision is about, when no more particular one exists (a ban, a deleted post). */
export function subjectNoticeMail(notice: Notice, what: { accepted: string; refused: string }): DecisionMail {
  return {
    subject: `${notice.subject}: ${notice.accepted ? what.accepted : what.refused}`,
    lines: [
      `A moderator has decided: ${notice.subject.toLowerCase()} – ${notice.accepted ? what.accepted : what.refused}.`,
      '',
      `The reason: ${reasonSentence(notice.reasonCode, notice.reasonText)}`,
    ],
  };
}
