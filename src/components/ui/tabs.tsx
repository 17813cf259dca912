'use client';

import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';

// The WAI-ARIA tabs pattern in plain HTML (automatic activation, arrow keys, Home and End). Radix's
// tabs set state from refs when they mount: a synchronous re-render in a profile's hydration
// commit (decision 038).

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

export function Tabs({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children: ReactNode;
}) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();
  const id = (part: 'trigger' | 'content', tab: string) => `${baseId}-${part}-${tab}`;
  return (
    <TabsContext value={{ value, select, id }}>
      <div dir="ltr" data-orientation="horizontal" className={className}>
        {children}
      </div>
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cx('inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg bg-surface-muted p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('trigger', value)}
      aria-selected={selected}
      aria-controls={tabs.id('content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cx(
        'inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
        'hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

/** Only the selected panel's content is rendered; the others are empty and hidden. */
export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.id('content', value)}
      aria-labelledby={tabs.id('trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={cx('mt-4', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
