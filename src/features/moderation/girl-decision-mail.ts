import { DASHBOARD_PATH, EDIT_MY_PROFILE_PATH, GIRL_SETTINGS_PATH } from '@/lib/girl-own-pages';
import { profileHref } from '@/features/girls/profile-href';

// The e-mails a girl gets when moderators decide on her profile. Pure: the service passes the
// site's address builder, the unit test a fake one.

export interface GirlDecisionMail {
  subject: string;
  lines: string[];
}

interface MailInput {
  name: string;
  stageName: string | null;
  /** An absolute URL of a path on the site. */
  url: (path: string) => string;
}

export function girlApprovedMail({ name, stageName, url, reason }: MailInput & { reason: string }): GirlDecisionMail {
  return {
    subject: 'Your Matside profile is approved',
    lines: [
      `Hello ${name},`,
      '',
      'A moderator has approved your profile: it is now listed on Matside, and the timewaster tool is open to you.',
      `Your profile: ${url(profileHref(stageName ?? ''))}`,
      '',
      `The reason: ${reason}`,
    ],
  };
}

/** A rejection is no dead end (decision 028): the reason, then what she can do, with the links. */
export function girlRejectedMail({ name, url, reason }: MailInput & { reason: string }): GirlDecisionMail {
  return {
    subject: 'Your Matside profile was not approved',
    lines: [
      `Hello ${name},`,
      '',
      'A moderator has reviewed your profile and could not approve it. The reason:',
      '',
      reason,
      '',
      'Until a moderator approves it, nobody else can see your profile. What you can do:',
      '',
      `- Fix your profile (${url(EDIT_MY_PROFILE_PATH)}), then press "Resubmit for review" on your dashboard (${url(DASHBOARD_PATH)}): the moderators will look at it again.`,
      `- Or delete your account in your settings (${url(GIRL_SETTINGS_PATH)}).`,
    ],
  };
}
