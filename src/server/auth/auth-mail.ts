import 'server-only';
import { absoluteUrl } from '@/server/absolute-url';
import { queueMail } from '@/server/jobs';
import { MAIL_LINK_PLACEHOLDER } from '@/server/jobs/mail-links';
import { verificationClaimsOf } from './verification-link';

/** Only the token's claims are queued; the job signs a fresh link (mail-links.ts). */
export async function sendVerificationMail({ to, name, url }: { to: string; name: string; url: string }) {
  await queueMail({
    to,
    link: { kind: 'verify-email', ...verificationClaimsOf(url) },
    subject: 'Confirm your e-mail address for Matside',
    text: [
      `Hi ${name},`,
      '',
      'please confirm your e-mail address to finish creating your Matside account:',
      MAIL_LINK_PLACEHOLDER,
      '',
      'The link is valid for one hour. If you did not sign up, you can ignore this e-mail.',
    ].join('\n'),
  });
}

export async function sendSignUpAttemptMail({ to, name }: { to: string; name: string }) {
  await queueMail({
    to,
    subject: 'Someone tried to sign up with your address on Matside',
    text: [
      `Hi ${name},`,
      '',
      'someone just tried to create a Matside account with your e-mail address or username. You already have an account, so nothing was changed.',
      '',
      `If it was you, sign in at ${absoluteUrl('/login')}.`,
      'If it was not you, you can ignore this e-mail; your account is safe.',
    ].join('\n'),
  });
}
