'use client';

import { useCallback, useId, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '@/components/ui/form-field';
import { CaptchaField } from './captcha-field';

/** The form's `recaptcha` value as the captcha with its label and error; `resetKey` comes from useCaptchaRenewal. */
export function FormCaptcha<T extends FieldValues & { recaptcha: string }>({
  control,
  resetKey,
}: {
  control: Control<T>;
  resetKey: number;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={'recaptcha' as Path<T>}
      render={({ field, fieldState: { error } }) => (
        <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-medium">
            Captcha
          </span>
          <CaptchaField
            key={resetKey}
            onChange={field.onChange}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={!!error}
          />
          <FieldError id={errorId}>{error?.message}</FieldError>
        </div>
      )}
    />
  );
}

/** A captcha works once: after any server answer, clear the value and remount through `captchaKey`. */
export function useCaptchaRenewal() {
  const [captchaKey, setCaptchaKey] = useState(0);
  const renewCaptcha = useCallback((clearValue: () => void) => {
    clearValue();
    setCaptchaKey((key) => key + 1);
  }, []);
  return { captchaKey, renewCaptcha };
}
