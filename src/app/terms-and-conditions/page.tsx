import type { Metadata } from 'next';
import { TermsAndConditions } from '@/features/legal/components/terms-and-conditions';

export const metadata: Metadata = { title: 'Terms and Conditions' };

export default function TermsAndConditionsPage() {
  return <TermsAndConditions />;
}
