'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CaptchaBlock } from './captcha-block';

/** `resetKey` comes from useCaptchaRenewal. */
export function FormCaptcha<T extends FieldValues & { recaptcha: string }>({
  control,
  resetKey,
}: {
  control: Control<T>;
  resetKey: number;
}) {
  return (
    <Controller
      control={control}
      name={'recaptcha' as Path<T>}
      render={({ field, fieldState }) => (
        <CaptchaBlock resetKey={resetKey} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
