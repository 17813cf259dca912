'use client';

import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

// Radix forbids '' as an item value, so the "no choice" item uses a sentinel.
const NONE = '__none__';

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Lists the placeholder first so a choice can be undone (onValueChange receives ''). */
  placeholderOption?: boolean;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select...',
  placeholderOption = false,
  name,
  id,
  disabled,
  required,
  invalid,
  className,
  ref,
  ...aria
}: SelectProps) {
  // Radix's Root adds a hidden native <select> whose empty placeholder <option> is invalid HTML:
  // only a select with a `name` needs it.
  const Root = name ? SelectPrimitive.Root : SelectPrimitive.unstable_Provider;
  return (
    <Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next === NONE ? '' : next)}
      name={name}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        ref={ref}
        id={id}
        aria-describedby={aria['aria-describedby']}
        aria-label={aria['aria-label']}
        aria-invalid={invalid || aria['aria-invalid'] || undefined}
        className={cn(
          fieldControlClass,
          'flex h-10 items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="relative z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-surface text-foreground shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {placeholderOption ? <SelectItem value={NONE} label={placeholder} muted /> : null}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} label={option.label} disabled={option.disabled} />
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </Root>
  );
}

function SelectItem({
  value,
  label,
  disabled,
  muted,
}: {
  value: string;
  label: string;
  disabled?: boolean;
  muted?: boolean;
}) {
  return (
    <SelectPrimitive.Item
      value={value}
      disabled={disabled}
      className={cn(
        'relative flex cursor-default items-center rounded-md py-2 pr-8 pl-2 text-sm outline-none select-none',
        'data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-strong',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        muted && 'text-muted-foreground',
      )}
    >
      <SelectPrimitive.ItemText>{label}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
