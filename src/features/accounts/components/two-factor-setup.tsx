'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { authClient } from '@/lib/auth-client';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { PasswordConfirmSchema, TotpCodeSchema, type PasswordConfirmValues, type TotpCodeValues } from '../schema';

type Step = { name: 'idle' } | { name: 'verify'; totpURI: string; secret: string; backupCodes: string[] };

/** The secret as an authenticator app wants it typed: base32 in groups of four. */
function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Turn TOTP two-factor sign-in on or off (girls and moderators, embedded in the dashboard).
 * No QR image: we ship no QR library and never send the secret to a third-party service, so the
 * otpauth link (tappable on a phone) and the secret are shown as text.
 */
export function TwoFactorSetup({ enabled: initiallyEnabled }: { enabled: boolean }) {
  const [enabled, setEnabled] = useState(initiallyEnabled);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const passwordForm = useForm<PasswordConfirmValues>({ resolver: zodResolver(PasswordConfirmSchema), defaultValues: { password: '' } });
  const codeForm = useForm<TotpCodeValues>({ resolver: zodResolver(TotpCodeSchema), defaultValues: { code: '' } });

  async function onPassword({ password }: PasswordConfirmValues) {
    setProblem(null);
    try {
      if (enabled) {
        const result = await authClient.twoFactor.disable({ password });
        if (result.error) return setProblem(result.error.message ?? ERROR_MESSAGES.unknown);
        setEnabled(false);
        toast.success('Two-factor sign-in is off');
      } else {
        const result = await authClient.twoFactor.enable({ password });
        if (result.error || !result.data || !('totpURI' in result.data)) {
          return setProblem(result.error?.message ?? ERROR_MESSAGES.unknown);
        }
        const { totpURI, backupCodes } = result.data;
        setStep({ name: 'verify', totpURI, secret: secretOf(totpURI), backupCodes });
      }
      passwordForm.reset();
    } catch {
      setProblem(ERROR_MESSAGES.network);
    }
  }

  async function onCode({ code }: TotpCodeValues) {
    setProblem(null);
    try {
      const result = await authClient.twoFactor.verifyTotp({ code });
      if (result.error) return setProblem(result.error.message ?? ERROR_MESSAGES.unknown);
      setEnabled(true);
      setStep({ name: 'idle' });
      codeForm.reset();
      toast.success('Two-factor sign-in is on');
    } catch {
      setProblem(ERROR_MESSAGES.network);
    }
  }

  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <p className="text-sm text-muted-foreground">
        {enabled
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Off: add a code from an authenticator app to your password.'}
      </p>
      {problem ? <Alert severity="error" role="alert" description={problem} /> : null}
      {step.name === 'verify' ? (
        <form noValidate onSubmit={codeForm.handleSubmit(onCode)} className="flex flex-col gap-4">
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>
              Add Matside to your authenticator app: <a href={step.totpURI} className="font-medium text-accent-strong underline">open in the app</a>, or enter this key:
              <code data-testid="totp-secret" className="mt-1 block rounded-md bg-surface-muted px-2 py-1 font-mono break-all">
                {step.secret}
              </code>
            </li>
            <li>
              Keep these backup codes somewhere safe; each works once if you lose your phone:
              <code className="mt-1 block rounded-md bg-surface-muted px-2 py-1 font-mono text-xs break-all">{step.backupCodes.join(' ')}</code>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <FormField label="Authentication code" required error={codeForm.formState.errors.code?.message}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...codeForm.register('code')} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" loading={codeForm.formState.isSubmitting} loadingText="Verifying...">
              Turn on
            </Button>
            <Button type="button" variant="secondary" onClick={() => setStep({ name: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={passwordForm.handleSubmit(onPassword)} className="flex flex-col gap-4">
          <FormField label="Your password" required error={passwordForm.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...passwordForm.register('password')} />
          </FormField>
          <Button type="submit" variant={enabled ? 'danger' : 'primary'} loading={passwordForm.formState.isSubmitting}>
            {enabled ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
          </Button>
        </form>
      )}
    </section>
  );
}
