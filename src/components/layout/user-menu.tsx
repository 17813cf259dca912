'use client';

import { ChevronDown, LogOut } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '@/lib/class-names';
import { buttonVariants } from '@/components/ui/button';
import { LOGOUT_ACTION, type NavLink } from './navigation';

export interface UserMenuProps {
  username: string;
  avatarUrl?: string | null;
  links: readonly NavLink[];
  className?: string;
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none select-none ' +
  'hover:bg-accent-soft hover:text-accent-strong focus-visible:bg-accent-soft focus-visible:text-accent-strong';

/** The WAI-ARIA menu button pattern in plain HTML (no Radix on public pages). */
export function UserMenu({ username, avatarUrl, links, className }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cx(buttonVariants({ variant: 'ghost' }), 'gap-2 px-2', className)}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-xs font-bold text-accent-strong uppercase"
        >
          {avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- tiny avatar from our own storage
            <img src={avatarUrl} alt="" className="size-full object-cover" />
          ) : (
            username.slice(0, 1)
          )}
        </span>
        <span className="max-w-32 truncate">{username}</span>
        <ChevronDown aria-hidden="true" className="opacity-60" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={username}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1.5 min-w-48 animate-fade-in rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg"
        >
          <p role="presentation" className="px-2.5 py-1.5 text-xs text-muted-foreground">
            Signed in as <span className="font-semibold text-foreground">{username}</span>
          </p>
          <div role="separator" className="my-1 h-px bg-border" />
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-border" />
          <form action={LOGOUT_ACTION} method="post" role="none">
            <button type="submit" role="menuitem" tabIndex={-1} className={itemClass}>
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </form>
        </div>
      ) : null}
    </div>
  );
}
