import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/share-metadata';
import { notFound } from 'next/navigation';
import { ModeratorToolsLink } from '@/components/session/moderator-link';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlCached } from '@/features/problem-girls/queries';
import { parseRecordId } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

// /problem-girl/{id}: the public record (reviewed ones), cached and the same for everyone (decision
// 020): rendered on first request, dropped by every problem-girl write (tag 'problem-girls').
// Moderators get a link to /admin/problem-girls/{id}, where they edit it and open crawled ones.

type Props = { params: Promise<{ id: string }> };

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

async function load(params: Props['params']) {
  // Spec §6 problem-girls: while off, problem girls' pages answer like missing ones.
  if (!isEnabled('problem-girls')) return null;
  const problemGirlId = parseRecordId((await params).id);
  if (problemGirlId === null) return null;
  return getProblemGirlCached(problemGirlId);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const girl = await load(params);
  if (!girl) return { title: 'Not found - 404' };
  const name = girl.name || girl.username || `#${girl.id}`;
  return pageMetadata({
    title: `Problem girl: ${name}`,
    description: girl.headline ?? `${name} is listed as a problem girl on Matside.`,
    path: `/problem-girl/${girl.id}`,
  });
}

export default async function ProblemGirlPage({ params }: Props) {
  const girl = await load(params);
  if (!girl) notFound();
  return (
    <>
      <ProblemGirlDetail girl={girl} />
      <ModeratorToolsLink href={`/admin/problem-girls/${girl.id}`} label="Moderator tools" />
    </>
  );
}
