import type { Metadata } from 'next';
import Link from 'next/link';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { buttonVariants } from '@/components/ui/button';
import { AdminPageHeader } from '@/features/admin-management/components/admin-page-header';
import { loadOrError, QueryErrorAlert } from '@/features/admin-management/components/query-error';
import { SessionGirlImageGrid } from '@/features/admin-management/components/session-girl-image-actions';
import { randomSessionGirl } from '@/features/admin-management/session-girls-queries';
import { adminPageActor } from '@/features/moderation/page-access';
import { parseRecordId } from '@/lib/route-params';

export const metadata: Metadata = { title: 'Random session girl', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A random session girl with her random images; Next picks another (?not= the one on screen). */
export default async function RandomSessionGirlPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await adminPageActor('/admin/random-sessiongirl');
  if (!actor) return <ForbiddenView />;
  const raw = (await searchParams).not;
  const notId = parseRecordId(Array.isArray(raw) ? raw[0] : raw);
  const result = await loadOrError(randomSessionGirl(actor, notId));
  if ('error' in result) return <QueryErrorAlert error={result.error} />;
  const girl = result.data;
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
            <Link
              className={buttonVariants()}
              href={`/admin/random-sessiongirl?not=${girl.profile.id}`}
              prefetch={false}
            >
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
