import type { Metadata } from 'next';
import { pageFromSegment } from '../../page-params';
import { WrestlersRoute, wrestlersMetadata } from '../../wrestlers-route';

// /wrestlers/page/{n} (and ?page={n}, rewritten here): cached on first request.
type Props = { params: Promise<{ page: string }> };

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ page: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return wrestlersMetadata(undefined, pageFromSegment((await params).page) ?? 1);
}

export default async function WrestlersPage({ params }: Props) {
  return <WrestlersRoute region={undefined} page={pageFromSegment((await params).page)} />;
}
