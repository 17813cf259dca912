'use client';

import { Popover } from 'radix-ui';
import { CalendarDays, X } from 'lucide-react';
import { useState, type Ref } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { formatDate, startOfLocalDay, toIsoDate, yearsAgo } from '@/lib/dates';
import { cx, utility, withOverrides } from '@/lib/class-names';
import { fieldControlClass } from './input';

export interface DatePickerProps {
  value?: Date | null;
  defaultValue?: Date | null;
  onChange?: (date: Date | undefined) => void;
  /** On by default (spec §5: birthdays, analysis dates). */
  disableFuture?: boolean;
  disablePast?: boolean;
  /** Today by default; a birthday's is 18 years ago. */
  latest?: Date;
  /** Spec §9: 100 years. */
  yearsBack?: number;
  yearsAhead?: number;
  name?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  clearable?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

const isTrue = (value: boolean | 'true' | 'false' | undefined) => value === true || value === 'true';

/** Starts with the number it shows (axe: label-content-name-mismatch, WCAG 2.5.3). */
export function dayButtonLabel(date: Date, modifiers: { today?: boolean; selected?: boolean } = {}): string {
  const monthYear = date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const weekday = date.toLocaleDateString('en-US', { weekday: 'long' });
  const label = `${date.getDate()} ${monthYear}, ${weekday}`;
  return `${label}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`;
}

export function DatePicker({
  value,
  defaultValue = null,
  onChange,
  disableFuture = true,
  disablePast = false,
  latest,
  yearsBack = 100,
  yearsAhead = 5,
  name,
  id,
  placeholder = 'MM-DD-YYYY',
  disabled,
  invalid,
  clearable = false,
  className,
  ref,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [internal, setInternal] = useState<Date | null>(defaultValue);
  const selected = (value === undefined ? internal : value) ?? undefined;

  const today = startOfLocalDay();
  const blockFuture = disableFuture && !disablePast;
  const startMonth = disablePast ? today : yearsAgo(yearsBack, today);
  const lastDay = blockFuture ? (latest ?? today) : null;
  const endMonth = lastDay ?? new Date(today.getFullYear() + yearsAhead, 11, 31);
  const disabledDays: Matcher[] = [{ before: startMonth }];
  if (lastDay) disabledDays.push({ after: lastDay });
  if (disablePast) disabledDays.push({ before: today });

  const select = (date: Date | undefined) => {
    if (value === undefined) setInternal(date ?? null);
    onChange?.(date);
  };

  return (
    <div className={cx('relative', className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            ref={ref}
            type="button"
            id={id}
            disabled={disabled}
            aria-describedby={aria['aria-describedby']}
            aria-label={aria['aria-label']}
            // aria-invalid is not allowed on a button.
            data-invalid={invalid || isTrue(aria['aria-invalid']) ? '' : undefined}
            aria-haspopup="dialog"
            className={withOverrides(
              `${fieldControlClass} flex h-10 items-center gap-2 text-left`,
              cx(!selected && 'text-muted-foreground', clearable && selected && 'pr-10'),
              [utility.textColor],
            )}
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 opacity-70" />
            <span className="truncate">{selected ? formatDate(selected) : placeholder}</span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Choose a date"
            align="start"
            sideOffset={4}
            className="z-50 rounded-card border border-border bg-surface p-3 text-foreground shadow-lg data-[state=open]:animate-fade-in"
          >
            <DayPicker
              mode="single"
              selected={selected}
              onSelect={(date) => {
                select(date);
                if (date) setOpen(false);
              }}
              defaultMonth={selected ?? lastDay ?? undefined}
              startMonth={startMonth}
              endMonth={endMonth}
              disabled={disabledDays}
              captionLayout="dropdown"
              reverseYears={blockFuture}
              navLayout="after"
              labels={{ labelDayButton: dayButtonLabel }}
              autoFocus
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {clearable && selected && !disabled ? (
        <button
          type="button"
          onClick={() => select(undefined)}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          aria-label="Clear date"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {name ? <input type="hidden" name={name} value={selected ? toIsoDate(selected) : ''} /> : null}
    </div>
  );
}
