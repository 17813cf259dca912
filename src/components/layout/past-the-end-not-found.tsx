'use client';

import { usePathname } from 'next/navigation';
import { NotFoundView } from './not-found-view';

// A page past a list's end is a 404 (never cached), linking the list's last real page.

export interface ListLastPage {
  /** Its page n is `${base}/page/${n}`. */
  base: string;
  lastPage: number;
  href: string;
}

/** The longest base it is under (`?page=n` keeps the base path). */
export function listOfPath(lists: readonly ListLastPage[], pathname: string): ListLastPage | undefined {
  return lists
    .filter((list) => pathname === list.base || pathname.startsWith(`${list.base}/page/`))
    .sort((a, b) => b.base.length - a.base.length)[0];
}

export function PastTheEndNotFound({ lists }: { lists: readonly ListLastPage[] }) {
  const list = listOfPath(lists, usePathname());
  return <NotFoundView lastPage={list ? { href: list.href, page: list.lastPage } : undefined} />;
}
