'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import type { NavLink } from '@/components/layout/navigation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { authClient } from '@/lib/auth-client';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { LoginSchema, TotpCodeSchema, type LoginValues, type TotpCodeValues } from '../schema';

type AuthResult = { data: unknown; error: { message?: string; status?: number; code?: string } | null };

function isRefusedOrigin(error: { message?: string; status?: number; code?: string }): boolean {
  return error.status === 403 && /origin|csrf/i.test(`${error.code ?? ''} ${error.message ?? ''}`);
}

function errorText(error: { message?: string; status?: number; code?: string }, siteUrl: string): string {
  if (error.status === 429) return 'Too many sign-in attempts. Please wait a minute and try again.';
  if (isRefusedOrigin(error)) {
    return `Sign-in is only accepted on this site's own address. Open ${siteUrl}/login and sign in there.`;
  }
  return error.message || ERROR_MESSAGES.unknown;
}

export function LoginForm({ next, signups, siteUrl }: { next: string; signups: readonly NavLink[]; siteUrl: string }) {
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [problem, setProblem] = useState<string | null>(null);

  // A full navigation, so the server renders the header for the new session.
  const finish = () => window.location.assign(next);

  const login = useSchemaForm(LoginSchema, { identifier: '', password: '' });
  const totp = useSchemaForm(TotpCodeSchema, { code: '' });

  async function onLogin({ identifier, password }: LoginValues) {
    setProblem(null);
    try {
      const result: AuthResult = identifier.includes('@')
        ? await authClient.signIn.email({ email: identifier, password })
        : await authClient.signIn.username({ username: identifier, password });
      if (result.error) return setProblem(errorText(result.error, siteUrl));
      if (result.data && typeof result.data === 'object' && 'twoFactorRedirect' in result.data) return setStep('totp');
      finish();
    } catch {
      setProblem(ERROR_MESSAGES.network);
    }
  }

  async function onTotp({ code }: TotpCodeValues) {
    setProblem(null);
    try {
      const result: AuthResult = await authClient.twoFactor.verifyTotp({ code });
      if (result.error) return setProblem(errorText(result.error, siteUrl));
      finish();
    } catch {
      setProblem(ERROR_MESSAGES.network);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      {problem ? <Alert severity="error" role="alert" description={problem} /> : null}
      {step === 'password' ? (
        <form noValidate onSubmit={login.handleSubmit(onLogin)} className="flex flex-col gap-4">
          <FormField label="Username or e-mail" required error={login.formState.errors.identifier?.message}>
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...login.register('identifier')} />
          </FormField>
          <FormField label="Password" required error={login.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...login.register('password')} />
          </FormField>
          <Button type="submit" loading={login.formState.isSubmitting} loadingText="Signing in...">
            Login
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={totp.handleSubmit(onTotp)} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">Enter the 6-digit code from your authenticator app.</p>
          <FormField label="Authentication code" required error={totp.formState.errors.code?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              {...totp.register('code')}
            />
          </FormField>
          <Button type="submit" loading={totp.formState.isSubmitting} loadingText="Verifying...">
            Verify
          </Button>
        </form>
      )}
      {signups.length ? (
        <p className="text-sm text-muted-foreground">
          New here?{' '}
          {signups.map((link, index) => (
            <span key={link.href}>
              {index ? ' · ' : null}
              <Link href={link.href} className="font-medium text-accent-strong underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
