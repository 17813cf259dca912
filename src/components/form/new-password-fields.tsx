'use client';

import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PASSWORD_HINT } from '@/lib/password';

type PasswordPair = 'password' | 'passwordConfirmation';

export function NewPasswordFields({
  register,
  errors,
}: {
  register: (name: PasswordPair) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordPair, FieldError>>;
}) {
  return (
    <>
      <FormField label="Password" description={PASSWORD_HINT} error={errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.passwordConfirmation?.message} required>
        <Input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
      </FormField>
    </>
  );
}
