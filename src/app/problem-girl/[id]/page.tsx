import { pageMetadata } from '@/features/seo/share-metadata';
import { ModeratorToolsLink } from '@/components/session/moderator-link';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirlCached } from '@/features/problem-girls/queries';
import { noStaticParams, recordPage } from '@/lib/record-page';
import { parseRecordId } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

// Reviewed records only, cached and the same for everyone (tag 'problem-girls').

type Props = { params: Promise<{ id: string }> };

export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

const page = recordPage(
  async ({ id }: { id: string }) => {
    // Spec §6 problem-girls: while off, problem girls' pages answer like missing ones.
    if (!isEnabled('problem-girls')) return null;
    const problemGirlId = parseRecordId(id);
    return problemGirlId === null ? null : getProblemGirlCached(problemGirlId);
  },
  (girl) => {
    const name = girl.name || girl.username || `#${girl.id}`;
    return pageMetadata({
      title: `Problem girl: ${name}`,
      description: girl.headline ?? `${name} is listed as a problem girl on Matside.`,
      path: `/problem-girl/${girl.id}`,
    });
  },
);
export const generateMetadata = page.generateMetadata;

export default async function ProblemGirlPage({ params }: Props) {
  const girl = await page.load(params);
  return (
    <>
      <ProblemGirlDetail girl={girl} />
      <ModeratorToolsLink href={`/admin/problem-girls/${girl.id}`} label="Moderator tools" />
    </>
  );
}
