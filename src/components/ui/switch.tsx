'use client';

import type { ButtonHTMLAttributes } from 'react';

export type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'value' | 'onChange'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The WAI-ARIA switch as a plain button, with Radix's markup (role, `aria-checked`, `data-state`,
 * `data-disabled`). Radix's switch keeps its button in state from a ref and renders a form's hidden
 * input until it finds none: two synchronous re-renders inside the hydration commit of every page
 * with one, which also flush the hydration's passive effects into that task (decision 038, as the
 * tabs and the select). No switch here is inside a form. Its look is the `switch` and `switch-thumb`
 * classes (globals.css, components layer): `className` wins over them.
 */
export function Switch({ checked, onCheckedChange, onClick, disabled, className, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  const disabledMark = disabled ? '' : undefined;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabledMark}
      disabled={disabled}
      value="on"
      className={className ? `switch ${className}` : 'switch'}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
    >
      <span data-state={state} data-disabled={disabledMark} className="switch-thumb" />
    </button>
  );
}
