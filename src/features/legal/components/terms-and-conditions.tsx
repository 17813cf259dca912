import { Link } from '@/components/ui/link';
import { LegalPage, type LegalSection } from './legal-page';

export const TERMS_LAST_MODIFIED = 'June 2022';

const sections: readonly LegalSection[] = [
  {
    id: 'eligibility',
    heading: 'Who may use Matside',
    body: (
      <>
        <p>
          Matside is only for persons who are 18 years of age or older and who are located in the United States. By
          using the site you confirm that you meet both requirements. If you do not, you must not use Matside.
        </p>
        <p>We may close any account that we reasonably believe belongs to a person who does not meet them.</p>
      </>
    ),
  },
  {
    id: 'service',
    heading: 'What Matside is',
    body: (
      <p>
        Matside is a directory and safety community for women who offer wrestling and combat-sport sessions and for the
        people who book them. We are not a party to any session, booking or payment arranged between members, and we do
        not employ, endorse or vouch for any member.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts',
    body: (
      <p>
        You are responsible for the information in your account and for keeping your password secret. Tell us at once
        through the{' '}
        <Link href="/contact" className="text-accent-strong underline">
          contact page
        </Link>{' '}
        if you believe someone else is using your account.
      </p>
    ),
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    body: (
      <>
        <p>
          Sessions listed on Matside are wrestling and combat-sport sessions. Requests for sexual services are not
          allowed and result in a permanent ban.
        </p>
        <p>
          Do not post content that is unlawful, threatening or harassing, that reveals another person&apos;s private
          information (doxxing), or that you do not have the right to share. Messages sent through the site are read and
          stored for moderation and safety.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Your content',
    body: (
      <p>
        You keep ownership of the text and pictures you post. You give Matside permission to host, display and moderate
        that content for the purpose of running the site. Moderators may edit, hide or remove content that breaks these
        terms.
      </p>
    ),
  },
  {
    id: 'safety-reports',
    heading: 'Safety reports',
    body: (
      <p>
        Reports about timewasters, scammers and problem profiles must be truthful and made in good faith. We may remove
        a report, or the account that made it, when it is not.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    heading: 'Disclaimer and limitation of liability',
    body: (
      <p>
        Matside is provided “as is”, without warranties of any kind. To the extent the law allows, Matside is not liable
        for any loss arising from your use of the site or from dealings between members.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may change these terms. The date at the top of this page shows when they last changed. Continuing to use
        Matside after a change means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms can be sent through the{' '}
        <Link href="/contact" className="text-accent-strong underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export function TermsAndConditions() {
  return (
    <LegalPage
      title="Terms and Conditions"
      lastModified={TERMS_LAST_MODIFIED}
      intro={
        <p>These terms govern your use of Matside. Please read them carefully: by using the site you agree to them.</p>
      }
      sections={sections}
    />
  );
}
