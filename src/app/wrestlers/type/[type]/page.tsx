import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isWrestlerRegion } from '@/features/girls/wrestlers';
import { WrestlersRoute, wrestlersMetadata } from '../../wrestlers-route';

// /wrestlers/type/{us|international}: rendered on first request, then cached (no database at build).
type Props = { params: Promise<{ type: string }> };

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ type: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  return isWrestlerRegion(type) ? wrestlersMetadata(type, 1) : {};
}

export default async function WrestlersByRegion({ params }: Props) {
  const { type } = await params;
  if (!isWrestlerRegion(type)) notFound();
  return <WrestlersRoute region={type} page={1} />;
}
