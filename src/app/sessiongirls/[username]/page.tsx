import { pageMetadata } from '@/features/seo/share-metadata';
import { SessionGirlProfile } from '@/features/session-girls/components/session-girl-profile';
import { getSessionGirlCached } from '@/features/session-girls/queries';
import { noStaticParams, recordPage } from '@/lib/record-page';
import { segmentValue } from '@/lib/route-params';
import { isEnabled } from '@/server/flags';

type Props = { params: Promise<{ username: string }> };

// Cached: rendered on first request, then kept until a write drops its tags (decision 022).
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

const page = recordPage(
  ({ username }: { username: string }) => getSessionGirlCached(segmentValue(username)),
  (girl) =>
    pageMetadata({
      title: `${girl.name || girl.username} – session girl`,
      description: `${girl.name || girl.username}'s session-girl profile on Matside: pictures and travels.`,
      path: `/sessiongirls/${encodeURIComponent(girl.username)}`,
    }),
);
export const generateMetadata = page.generateMetadata;

export default async function SessionGirlPage({ params }: Props) {
  const girl = await page.load(params);
  return <SessionGirlProfile girl={girl} reportable={isEnabled('guy-report-girl')} />;
}
