import { describe, expect, it } from 'vitest';
import type { SafetyAlertDto } from './details';
import { digestMail } from './mail';

// The daily digest's text (docs/decisions/043): every entry once, why, the reporter as given
// ("Anonymous" for an anonymous report), the link, and how to turn the alerts off.

const alert = (overrides: Partial<SafetyAlertDto>): SafetyAlertDto => ({
  id: 1,
  timewasterId: 7,
  name: 'Rex Doe',
  clientType: 'Timewaster',
  place: 'Austin, TX, USA',
  matchedBy: 'booking',
  why: 'He sent you a booking request as rex for Fri 12-04-2026 7:00 PM CST.',
  reportedBy: 'Anonymous',
  href: '/girl/timewasters?q=Rex+Doe',
  createdAt: '2026-11-24T14:00:00.000Z',
  ...overrides,
});

describe('digestMail', () => {
  it('lists each entry with why, the reporter and its link', () => {
    const mail = digestMail([
      alert({}),
      alert({
        id: 2,
        name: 'Sam Roe',
        matchedBy: 'travel',
        why: 'He is listed in Reno, where you travel (12-04-2026 - 12-07-2026).',
        reportedBy: 'anna_w',
        href: '/girl/timewasters?q=Sam+Roe',
      }),
    ]);
    expect(mail.subject).toBe('Safety alert: 2 new timewaster entries concern you');
    expect(mail.text).toContain('- Rex Doe (Timewaster), Austin, TX, USA');
    expect(mail.text).toContain('  He sent you a booking request as rex for Fri 12-04-2026 7:00 PM CST.');
    expect(mail.text).toContain('  Reported by: Anonymous');
    expect(mail.text).toContain('/girl/timewasters?q=Rex+Doe');
    expect(mail.text).toContain('  Reported by: anna_w');
    expect(mail.text).toContain('turn off Safety alerts in your settings');
    expect(mail.text).toContain('/girl/settings');
    expect(mail.text.trimEnd().endsWith('— Matside')).toBe(true);
  });

  it('speaks of one entry in the singular', () => {
    const mail = digestMail([alert({})]);
    expect(mail.subject).toBe('Safety alert: a new timewaster entry concerns you');
    expect(mail.text).toContain('A moderator approved a new timewaster entry that matches a guy');
  });
});
