'use client';

import { useCallback, useId, useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { CaptchaField } from './captcha-field';

export function CaptchaBlock({
  resetKey,
  onChange,
  error,
}: {
  resetKey: number;
  onChange: (payload: string) => void;
  error?: string;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        Captcha
      </span>
      <CaptchaField
        key={resetKey}
        onChange={onChange}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={!!error}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
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
