'use client';

import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/** Its look is the `switch` and `switch-thumb` classes (globals.css, components layer): `className` wins over them. */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root className={className ? `switch ${className}` : 'switch'} {...props}>
      <SwitchPrimitive.Thumb className="switch-thumb" />
    </SwitchPrimitive.Root>
  );
}
