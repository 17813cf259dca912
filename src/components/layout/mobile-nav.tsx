'use client';

import { LogOut, X } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cx } from '@/lib/class-names';
import { buttonVariants } from '@/components/ui/button';
import { MainNav } from './main-nav';
import { LOGOUT_ACTION, VISITOR_ONLY, type NavLink } from './navigation';

export interface MobileNavProps {
  links: readonly NavLink[];
  accountLinks: readonly NavLink[];
  username?: string;
  className?: string;
}

/**
 * A native modal <dialog> side sheet, no dialog library. Its contents render on the first open
 * (decision 038): most visits never open it.
 */
export function MobileNav({ links, accountLinks, username, className }: MobileNavProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const close = () => dialog.current?.close();
  const open = () => {
    // In the DOM before showModal() looks for the first control to focus.
    if (!opened) flushSync(() => setOpened(true));
    dialog.current?.showModal();
  };
  return (
    <>
      <button
        type="button"
        className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ml-2', className)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={open}
      >
        <span aria-hidden="true" className="icon-menu size-5 shrink-0" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // A backdrop click lands on the <dialog> itself.
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none overflow-y-auto border-r border-border bg-surface p-0 text-foreground shadow-xl backdrop:bg-black/50 open:animate-fade-in"
      >
        {opened ? (
          <div className="flex flex-col gap-4 p-4">
            <div className="flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold">
                Menu
              </h2>
              <button
                type="button"
                className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                aria-label="Close menu"
                onClick={close}
              >
                <X aria-hidden="true" className="size-5!" />
              </button>
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
                  <ul className={cx('flex flex-col gap-2', VISITOR_ONLY)}>
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
          </div>
        ) : null}
      </dialog>
    </>
  );
}
