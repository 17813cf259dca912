import type { Metadata } from 'next';
import { PastTheEndNotFound } from '@/components/layout/past-the-end-not-found';
import { wrestlersLastPages } from '../../wrestlers-route';

export const metadata: Metadata = { title: 'Not found - 404' };

// /wrestlers/page/{n} past the last page (or not a page number): a 404 that links to the last page.
export default async function WrestlersPageNotFound() {
  return <PastTheEndNotFound lists={await wrestlersLastPages([undefined])} />;
}
