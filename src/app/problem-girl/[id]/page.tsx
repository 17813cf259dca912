import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlCached } from '@/features/problem-girls/queries';
import { parseRecordId } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  // Spec §6 problem-girls: while off, problem girls' pages answer like missing ones.
  if (!isEnabled('problem-girls')) return null;
  const { id } = await params;
  const problemGirlId = parseRecordId(id);
  if (problemGirlId === null) return null;
  await connection();
  return getProblemGirlCached(problemGirlId);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const girl = await load(params);
  if (!girl) return { title: 'Not found - 404' };
  const name = girl.name || girl.username || `#${girl.id}`;
  return {
    title: `Problem girl: ${name}`,
    description: girl.headline ?? `${name} is listed as a problem girl on Matside.`,
    alternates: { canonical: `/problem-girl/${girl.id}` },
  };
}

export default async function ProblemGirlPage({ params }: Props) {
  const girl = await load(params);
  if (!girl) notFound();
  return <ProblemGirlDetail girl={girl} />;
}
