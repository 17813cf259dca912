import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = { title: 'Not found - 404' };

export default function NotFound() {
  return <NotFoundView />;
}
