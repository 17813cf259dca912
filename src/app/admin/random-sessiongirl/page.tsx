import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { randomBytes } from 'node:crypto';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { buttonVariants } from '@/components/ui/button';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { SessionGirlImageGrid } from '@/features/admin-management/components/session-girl-image-actions';
import {
  parseReviewSeed,
  pickRandomSessionGirl,
  sessionGirlForReview,
} from '@/features/admin-management/session-girls-queries';
import { adminPageActor } from '@/features/accounts/page-access';
import { parseRecordId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'Random session girl', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PATH = '/admin/random-sessiongirl';

/** The girl under review, pinned in the URL. */
const reviewHref = (id: number, seed: string) => `${PATH}?id=${id}&seed=${seed}`;

/** The girl on screen is pinned in the URL (?id=), so a decision's refresh keeps her. */
export default async function RandomSessionGirlPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor(PATH);
  if (!actor) return <ForbiddenView />;
  const params = await searchParams;
  const one = (key: string) => {
    const raw = params[key];
    return Array.isArray(raw) ? raw[0] : raw;
  };
  const id = parseRecordId(one('id'));
  if (id === null) {
    const picked = await loadOrError(pickRandomSessionGirl(actor, parseRecordId(one('not'))));
    if ('error' in picked) return <QueryErrorAlert error={picked.error} />;
    if (picked.data !== null) redirect(reviewHref(picked.data, randomBytes(6).toString('hex')));
  }
  const result = await loadOrError(
    id === null ? Promise.resolve(null) : sessionGirlForReview(actor, id, parseReviewSeed(one('seed'))),
  );
  if ('error' in result) return <QueryErrorAlert error={result.error} />;
  const girl = result.data;
  // Deleted since: pick another rather than show an empty page.
  if (id !== null && !girl) redirect(PATH);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Random session girl">
        A random session girl with random images: approve, reject or mark them explicit.
      </AdminPageHeader>
      {girl ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-col">
              <h2 className="text-xl font-semibold" data-testid="random-session-girl">
                {girl.profile.username}
              </h2>
              <p className="text-sm text-muted-foreground">
                #{girl.profile.id}
                {girl.profile.name ? ` · ${girl.profile.name}` : ''} · profile{' '}
                {girl.profile.profileApproved === null
                  ? 'pending'
                  : girl.profile.profileApproved
                    ? 'approved'
                    : 'not approved'}{' '}
                · {girl.images.length} of {girl.imageCount} images
              </p>
            </div>
            <Link className={buttonVariants()} href={`${PATH}?not=${girl.profile.id}`} prefetch={false}>
              Next
            </Link>
          </div>
          <SessionGirlImageGrid images={girl.images} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No session girls.</p>
      )}
    </div>
  );
}
