'use client';

import { usePathname } from 'next/navigation';
import { NotFoundView } from './not-found-view';

// A paginated public list answers 404 for a page past its end (404s are never cached, so the cached
// paths stay the real pages). The 404 still points back into the list: its last real page.

export interface ListLastPage {
  /** The list's first page, e.g. '/wrestlers/type/us'; its page n is `${base}/page/${n}`. */
  base: string;
  lastPage: number;
  /** The last page's URL. */
  href: string;
}

/** The list a past-the-end URL belongs to: the longest base it is under (`?page=n` keeps the base path). */
export function listOfPath(lists: readonly ListLastPage[], pathname: string): ListLastPage | undefined {
  return lists
    .filter((list) => pathname === list.base || pathname.startsWith(`${list.base}/page/`))
    .sort((a, b) => b.base.length - a.base.length)[0];
}

/** The not-found page of a list's page segment, with a link to the last real page of that list. */
export function PastTheEndNotFound({ lists }: { lists: readonly ListLastPage[] }) {
  const list = listOfPath(lists, usePathname());
  return <NotFoundView lastPage={list ? { href: list.href, page: list.lastPage } : undefined} />;
}
