'use client';

import { Select as SelectPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import type { SelectOption } from './select';

/** Radix's select behind `Select` once it has been opened: loaded then, not with the page. */
export default function RadixSelect({
  value,
  onValueChange,
  open,
  onOpenChange,
  disabled,
  required,
  triggerProps,
  triggerChildren,
  items,
  none,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  triggerProps: ComponentProps<typeof SelectPrimitive.Trigger>;
  triggerChildren: ReactNode;
  items: readonly SelectOption[];
  /** The placeholder option's value, shown muted. */
  none: string;
  children?: ReactNode;
}) {
  return (
    <SelectPrimitive.unstable_Provider
      value={value}
      onValueChange={onValueChange}
      open={open}
      onOpenChange={onOpenChange}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger {...triggerProps}>{triggerChildren}</SelectPrimitive.Trigger>
      {children}
      {open ? (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="relative z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-surface text-foreground shadow-lg"
          >
            <SelectPrimitive.Viewport className="p-1">
              {items.map((option) => (
                <SelectItem
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  disabled={option.disabled}
                  muted={option.value === none}
                />
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      ) : null}
    </SelectPrimitive.unstable_Provider>
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
      className={cx(
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
