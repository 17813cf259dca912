import type { Metadata } from 'next';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { CacheRevalidationForm } from '@/features/cache-revalidation/components/cache-revalidation-form';
import { adminPageActor } from '@/features/accounts/page-access';

export const metadata: Metadata = { title: 'Cache revalidation', robots: { index: false, follow: false } };

export default async function CacheRevalidationPage() {
  const actor = await adminPageActor('/admin/cache-revalidation');
  if (!actor) return <ForbiddenView />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Cache revalidation</h1>
      <p className="max-w-2xl text-sm text-muted-foreground">
        Pages and lists are cached; every change a user or a moderator makes drops its own entries. Use this when a page
        still shows old data: all instances share the cache, so one request is enough.
      </p>
      <CacheRevalidationForm />
    </div>
  );
}
