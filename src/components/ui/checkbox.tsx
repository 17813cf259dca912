'use client';

import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/class-names';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  invalid?: boolean;
}

/** Pair it with <Label htmlFor>. */
export function Checkbox({ className, invalid, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={cx(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-[0.3rem] border border-input bg-surface shadow-xs transition-colors',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground',
        'data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent data-[state=indeterminate]:text-accent-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check aria-hidden="true" className="size-3.5 stroke-3 group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" className="hidden size-3.5 stroke-3 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
