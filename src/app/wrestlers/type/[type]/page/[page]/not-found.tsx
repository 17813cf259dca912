import type { Metadata } from 'next';
import { PastTheEndNotFound } from '@/components/layout/past-the-end-not-found';
import { WRESTLER_REGIONS } from '@/features/girls/wrestlers';
import { wrestlersLastPages } from '../../../../wrestlers-route';

export const metadata: Metadata = { title: 'Not found - 404' };

// A not-found file gets no params: each region's count is read and the URL picks one.
export default async function WrestlersRegionPageNotFound() {
  return <PastTheEndNotFound lists={await wrestlersLastPages(WRESTLER_REGIONS)} />;
}
