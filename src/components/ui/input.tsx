import type { InputHTMLAttributes, Ref } from 'react';
import { cx, utility, withOverrides } from '@/lib/class-names';

export const fieldControlClass =
  'w-full rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground transition-colors sm:text-sm ' +
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40 ' +
  'data-[invalid]:border-danger data-[invalid]:focus-visible:outline-danger/40';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, invalid, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={withOverrides(cx(fieldControlClass, 'h-10', type === 'file' && 'py-2'), className, [utility.width])}
      {...props}
    />
  );
}
