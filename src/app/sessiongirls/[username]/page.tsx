import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { notFound } from 'next/navigation';
import { SessionGirlProfile } from '@/features/session-girls/components/session-girl-profile';
import { getSessionGirlCached } from '@/features/session-girls/queries';
import { segmentValue } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

type Props = { params: Promise<{ username: string }> };

// Cached: rendered on first request, then kept until a write drops its tags (decision 022).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<Record<string, string>> {
  return [];
}

async function load(params: Props['params']) {
  const { username } = await params;
  return getSessionGirlCached(segmentValue(username));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const girl = await load(params);
  if (!girl) return { title: 'Not found - 404' };
  return pageMetadata({
    title: `${girl.name || girl.username} – session girl`,
    description: `${girl.name || girl.username}'s session-girl profile on Matside: pictures and travels.`,
    path: `/sessiongirls/${encodeURIComponent(girl.username)}`,
  });
}

export default async function SessionGirlPage({ params }: Props) {
  const girl = await load(params);
  if (!girl) notFound();
  return <SessionGirlProfile girl={girl} reportable={isEnabled('guy-report-girl')} />;
}
