'use client';

import { ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiJson, failureMessage } from '@/lib/api-client';
import { normaliseTotpCode, totpSecretOf, TWO_FACTOR_MESSAGES } from '../two-factor';
import { TotpQrCode } from './totp-qr-code';

type Step =
  | { name: 'idle' }
  | { name: 'password'; action: 'enable' | 'disable' }
  | { name: 'verify'; totpURI: string; backupCodes: string[] };

export const TWO_FACTOR_AWAITING_APPROVAL =
  'Once a moderator approves you, your account can see private client data: protect it now with a code from an authenticator app at every sign-in.';

/** Better Auth re-issues the session cookie on these steps, so the page is refreshed afterwards. */
export function TwoFactorCard({
  enabled,
  recommended,
  awaitingApproval = false,
}: {
  enabled: boolean;
  recommended: boolean;
  /** A girl not approved yet: she sees no private client data until she is. */
  awaitingApproval?: boolean;
}) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function reset() {
    setStep({ name: 'idle' });
    setPassword('');
    setCode('');
    setError(undefined);
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (step.name !== 'password') return;
    if (!password) return setError(TWO_FACTOR_MESSAGES.passwordRequired);
    setBusy(true);
    setError(undefined);
    try {
      if (step.action === 'enable') {
        const answer = await apiJson<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
          method: 'POST',
          body: { password },
        });
        setPassword('');
        setStep({ name: 'verify', totpURI: answer.totpURI, backupCodes: answer.backupCodes });
      } else {
        await apiJson('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
        toast.success(TWO_FACTOR_MESSAGES.disabled);
        reset();
        router.refresh();
      }
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const digits = normaliseTotpCode(code);
    if (!digits) return setError(TWO_FACTOR_MESSAGES.invalidCode);
    setBusy(true);
    setError(undefined);
    try {
      await apiJson('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code: digits } });
      toast.success(TWO_FACTOR_MESSAGES.enabled);
      reset();
      router.refresh();
    } catch (caught) {
      // Better Auth answers a wrong code with 401, which the shared mapping would call "not authenticated".
      setError(
        caught instanceof ApiError && caught.status === 401 ? TWO_FACTOR_MESSAGES.wrongCode : failureMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
          Two-factor sign-in
        </CardTitle>
        <CardDescription>
          {enabled
            ? 'On: signing in asks for a code from your authenticator app after your password.'
            : recommended
              ? awaitingApproval
                ? TWO_FACTOR_AWAITING_APPROVAL
                : 'Your account can see private client data: protect it with a code from an authenticator app at every sign-in.'
              : 'Protect your account with a code from an authenticator app at every sign-in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {step.name === 'idle' ? (
          <div>
            {enabled ? (
              <Button variant="secondary" onClick={() => setStep({ name: 'password', action: 'disable' })}>
                Turn off two-factor sign-in
              </Button>
            ) : (
              <Button onClick={() => setStep({ name: 'password', action: 'enable' })}>Set up two-factor sign-in</Button>
            )}
          </div>
        ) : null}

        {step.name === 'password' ? (
          <form noValidate onSubmit={submitPassword} className="flex flex-col gap-3">
            <FormField label="Password" error={error} required>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            </FormField>
            <StepButtons busy={busy} onCancel={reset} variant={step.action === 'disable' ? 'danger' : 'primary'}>
              {step.action === 'enable' ? 'Continue' : 'Turn off'}
            </StepButtons>
          </form>
        ) : null}

        {step.name === 'verify' ? (
          <form noValidate onSubmit={submitCode} className="flex flex-col gap-4">
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
              <li>
                Scan this QR code with your authenticator app, or add the key below (or{' '}
                <a className="font-medium text-accent-strong underline" href={step.totpURI}>
                  open it in the app
                </a>
                ):
                <code
                  data-testid="totp-secret"
                  className="mt-1 block rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all"
                >
                  {totpSecretOf(step.totpURI)}
                </code>
                <TotpQrCode totpURI={step.totpURI} />
              </li>
              <li>
                Keep these backup codes somewhere safe; each one signs you in once if you lose your phone:
                <ul className="mt-1 grid grid-cols-2 gap-1 rounded-md bg-surface-muted px-3 py-2 font-mono text-sm">
                  {step.backupCodes.map((backup) => (
                    <li key={backup}>{backup}</li>
                  ))}
                </ul>
              </li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <FormField label="Code" error={error} required>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                maxLength={7}
              />
            </FormField>
            <StepButtons busy={busy} onCancel={reset}>
              Confirm
            </StepButtons>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A step's submit button and its Cancel, which is disabled while the step is sent. */
function StepButtons({
  busy,
  onCancel,
  variant,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={busy} variant={variant}>
        {children}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
