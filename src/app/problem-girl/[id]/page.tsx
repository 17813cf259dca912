import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ProblemGirlAdmin } from '@/features/problem-girls/components/problem-girl-admin';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlCached, getProblemGirlForModerators } from '@/features/problem-girls/queries';
import { parseRecordId } from '@/lib/route-params';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';

// /problem-girl/{id}: the public record (reviewed ones). A moderator reads any record, a crawled
// one waiting in the queue included, fresh from the database, with the edit form under it.
import { isEnabled } from '@/server/flags';

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  // Spec §6 problem-girls: while off, problem girls' pages answer like missing ones.
  if (!isEnabled('problem-girls')) return null;
  const { id } = await params;
  const problemGirlId = parseRecordId(id);
  if (problemGirlId === null) return null;
  await connection();
  const actor = await getActor();
  if (can(actor, 'admin:access'))
    return { girl: await getProblemGirlForModerators(actor, problemGirlId), moderator: true };
  return { girl: await getProblemGirlCached(problemGirlId), moderator: false };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const girl = (await load(params))?.girl;
  if (!girl) return { title: 'Not found - 404' };
  const name = girl.name || girl.username || `#${girl.id}`;
  return {
    title: `Problem girl: ${name}`,
    description: girl.headline ?? `${name} is listed as a problem girl on Matside.`,
    alternates: { canonical: `/problem-girl/${girl.id}` },
  };
}

export default async function ProblemGirlPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded?.girl) notFound();
  return (
    <>
      <ProblemGirlDetail girl={loaded.girl} />
      {loaded.moderator ? <ProblemGirlAdmin girl={loaded.girl} /> : null}
    </>
  );
}
