import { absoluteUrl } from '@/server/absolute-url';
import type { MailMessage } from '@/server/mail';
import type { SafetyAlertDto } from './details';

// The daily digest e-mail (docs/decisions/043): the entries, why each concerns her, the reporter
// as the timewaster tool shows her ("Anonymous" for an anonymous report) and the links; signed
// like the site's other e-mails.

export const SETTINGS_PATH = '/girl/settings';

export function digestMail(entries: readonly SafetyAlertDto[]): Omit<MailMessage, 'to'> {
  const count = entries.length === 1 ? 'a new timewaster entry' : `${entries.length} new timewaster entries`;
  const lines = entries.flatMap((entry) => [
    `- ${entry.name} (${entry.clientType}), ${entry.place}`,
    `  ${entry.why}`,
    `  Reported by: ${entry.reportedBy}`,
    `  ${absoluteUrl(entry.href)}`,
    '',
  ]);
  return {
    subject: `Safety alert: ${count} concern${entries.length === 1 ? 's' : ''} you`,
    text: [
      `A moderator approved ${count} that match${entries.length === 1 ? 'es' : ''} a guy who sent you a booking request or a city you travel to:`,
      '',
      ...lines,
      `Your alerts are on your dashboard: ${absoluteUrl('/dashboard')}`,
      `To stop these e-mails, turn off Safety alerts in your settings: ${absoluteUrl(SETTINGS_PATH)}`,
      '',
      '— Matside',
    ].join('\n'),
  };
}
