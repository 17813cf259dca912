'use client';

import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import Link from 'next/link';
import { useRef } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button';
import { LOGOUT_ACTION, type NavLink } from './navigation';

export interface UserMenuProps {
  username: string;
  avatarUrl?: string | null;
  links: readonly NavLink[];
  className?: string;
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-strong';

/** Signed-in account menu: dashboard, role links, Admin for moderators, Logout. */
export function UserMenu({ username, avatarUrl, links, className }: UserMenuProps) {
  const logoutForm = useRef<HTMLFormElement>(null);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(buttonVariants({ variant: 'ghost' }), 'gap-2 px-2', className)}>
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs text-muted-foreground">
            Signed in as <span className="font-semibold text-foreground">{username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={itemClass}>
              <Link href={link.href}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {/* The form lives outside the menu so closing the menu cannot cancel the submission. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => logoutForm.current?.requestSubmit()}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
      <form ref={logoutForm} action={LOGOUT_ACTION} method="post" hidden />
    </DropdownMenu.Root>
  );
}
