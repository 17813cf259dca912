import { describe, expect, it } from 'vitest';
import { girlApprovedMail, girlRejectedMail } from './girl-decision-mail';

const url = (path: string) => `https://matside.test${path}`;

describe('girl decision e-mails', () => {
  it('tells a rejected girl the reason, that nobody else sees her profile, and what she can do, with links', () => {
    const mail = girlRejectedMail({ name: 'Ivy', stageName: 'Ivy Lock', url, reason: 'The picture is blurred.' });
    const text = mail.lines.join('\n');
    expect(mail.subject).toBe('Your Matside profile was not approved');
    expect(text).toContain('The picture is blurred.');
    expect(text).toContain('nobody else can see your profile');
    expect(text).toContain('https://matside.test/edit-profile-female');
    expect(text).toContain('"Resubmit for review" on your dashboard (https://matside.test/dashboard)');
    expect(text).toContain('delete your account in your settings (https://matside.test/girl/settings)');
    // No longer "deleted": her record stays for the resubmission.
    expect(text).not.toMatch(/have been deleted|sign up again/);
  });

  it('links an approved girl to her public profile', () => {
    const mail = girlApprovedMail({ name: 'Ivy', stageName: 'Ivy Lock', url, reason: 'Meets the rules' });
    expect(mail.lines.join('\n')).toContain('https://matside.test/profile/Ivy%20Lock');
    expect(mail.lines.join('\n')).toContain('The reason: Meets the rules');
  });
});
