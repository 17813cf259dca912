import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { SetPasswordForm } from '@/features/legacy-migration/components/set-password-form';
import { MIGRATE_LINK_INVALID_MESSAGE } from '@/features/legacy-migration/schema';

export const metadata: Metadata = { title: 'Migrate legacy profile', robots: { index: false } };

export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Migrate legacy profile</h1>
        <p className="text-muted-foreground">Choose the password for your account on the new Matside.</p>
      </div>
      {valid ? (
        <SetPasswordForm token={token} />
      ) : (
        <p role="alert" className="text-sm">
          {MIGRATE_LINK_INVALID_MESSAGE}{' '}
          <Link className="font-medium text-accent-strong underline" href="/migrate-profile">
            Ask for a new link
          </Link>
        </p>
      )}
    </div>
  );
}
