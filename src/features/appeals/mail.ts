import type { DecisionMail } from '@/features/due-process/decision-mail';

// Decision 039: "a moderator", never which one.

/** `pageUrl`: where the reader can answer (the dashboard, or a ban appeal's own page). */
export function moderatorMessageMail(body: string, pageUrl: string): DecisionMail {
  return {
    subject: 'A moderator wrote about your appeal',
    lines: ['Hello,', '', 'A moderator wrote about your appeal:', '', body, '', `You can answer here: ${pageUrl}`],
  };
}

export function appealUpheldMail(subject: string, dashboardUrl: string): DecisionMail {
  return {
    subject: 'Your appeal was upheld',
    lines: [
      'Hello,',
      '',
      `A moderator has upheld your appeal about "${subject}": the decision is reversed.`,
      '',
      `Your dashboard: ${dashboardUrl}`,
    ],
  };
}

export function appealDeniedMail(subject: string, reason: string, pageUrl: string): DecisionMail {
  return {
    subject: 'Your appeal was not upheld',
    lines: [
      'Hello,',
      '',
      `A moderator has looked at your appeal about "${subject}" and the decision stands.`,
      '',
      `The reason: ${reason}`,
      '',
      `Your appeal: ${pageUrl}`,
    ],
  };
}
