import type { Metadata } from 'next';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';

export const metadata: Metadata = { title: 'Privacy Policy' };

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
