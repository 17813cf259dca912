import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { signupLinks } from '@/components/layout/navigation';
import { LoginForm } from '@/features/accounts/components/login-form';
import { safeNextPath } from '@/features/accounts/schema';
import { getActor } from '@/server/auth/actor';
import { env } from '@/server/env';
import { isEnabled } from '@/server/flags';

export const metadata: Metadata = { title: 'Login' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : null, { origin: env.APP_URL });
  // Reading the session makes the page dynamic (private, no-store).
  if ((await getActor()).kind !== 'visitor') redirect(target);
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Login</h1>
        <p className="text-muted-foreground">Sign in with your username or e-mail address.</p>
      </div>
      <LoginForm next={target} signups={signupLinks(isEnabled)} siteUrl={new URL(env.APP_URL).origin} />
    </div>
  );
}
