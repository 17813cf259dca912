'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { LogOut, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button';
import { MainNav } from './main-nav';
import { LOGOUT_ACTION, type NavLink } from './navigation';

export interface MobileNavProps {
  links: readonly NavLink[];
  /** Signed in: the account menu; visitors: Login (and Guys Signup). */
  accountLinks: readonly NavLink[];
  /** Signed-in username; when set, a Logout button is shown. */
  username?: string;
  className?: string;
}

/** The menu button under 900 px: opens the navigation in a side sheet (Radix Dialog). */
export function MobileNav({ links, accountLinks, username, className }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ml-2', className)}
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-5!" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-r border-border bg-surface p-4 shadow-xl data-[state=open]:animate-fade-in"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-5!" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Main">
            <MainNav links={links} orientation="vertical" onNavigate={close} />
          </nav>
          <div className="border-t border-border pt-4">
            {username ? (
              <p className="mb-2 px-3 text-sm text-muted-foreground">
                Signed in as <span className="font-semibold text-foreground">{username}</span>
              </p>
            ) : null}
            <nav aria-label="Account">
              {username ? (
                <MainNav links={accountLinks} orientation="vertical" onNavigate={close} />
              ) : (
                <ul className="flex flex-col gap-2">
                  {accountLinks.map((link, index) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        className={buttonVariants({
                          variant: index === 0 ? 'primary' : 'secondary',
                          className: 'w-full',
                        })}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            {username ? (
              <form action={LOGOUT_ACTION} method="post" className="mt-2">
                <button
                  type="submit"
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-base font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Logout
                </button>
              </form>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
