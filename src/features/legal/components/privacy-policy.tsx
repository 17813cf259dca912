import { Link } from '@/components/ui/link';
import { LegalPage, type LegalSection } from './legal-page';

export const PRIVACY_LAST_MODIFIED = 'June 2022';

const sections: readonly LegalSection[] = [
  {
    id: 'collected',
    heading: 'Information we collect',
    body: (
      <>
        <p>
          Account details you give us (such as username, e-mail address and password), profile information and pictures
          you choose to publish, messages you send through the site, and reports you file.
        </p>
        <p>
          Technical information needed to run the site safely, such as IP addresses and session cookies. We do not use
          third-party advertising trackers.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <p>
        To provide and secure the service, to moderate content, to keep members safe, to answer you when you contact us
        and to meet legal obligations. We do not sell personal information.
      </p>
    ),
  },
  {
    id: 'pictures',
    heading: 'Pictures',
    body: (
      <p>
        Pictures uploaded to Matside are re-encoded and stripped of embedded metadata, including location data, before
        they are stored.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing',
    body: (
      <p>
        Public profile information is visible to anyone. Other information is shared only with the service providers
        that host and operate the site, or when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'Retention and your choices',
    body: (
      <p>
        We keep information for as long as your account exists or as needed for safety and legal reasons. You can edit
        your profile, hide it, or delete your account at any time.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Matside is not intended for children under 16, and we do not knowingly collect personal information from them.
        The site itself is only for persons 18 or older who are located in the United States. If you believe a child has
        given us information, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>We may update this policy. The date at the top of this page shows when it last changed.</p>,
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Privacy questions can be sent through the{' '}
        <Link href="/contact" className="text-accent-strong underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastModified={PRIVACY_LAST_MODIFIED}
      intro={<p>This policy explains what information Matside collects, how it is used and the choices you have.</p>}
      sections={sections}
    />
  );
}
