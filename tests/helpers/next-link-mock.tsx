import type { ComponentProps } from 'react';

type NextLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: unknown;
  prefetch?: unknown;
  replace?: unknown;
  scroll?: unknown;
};

/**
 * Next's Link, marked: what renders it and what renders a plain anchor tell apart in the markup.
 * A unit test takes it with `vi.mock('next/link', () => import('<relative path>/tests/helpers/next-link-mock'))`.
 */
export default function MarkedNextLink({ prefetch: _p, replace: _r, scroll: _s, href, ...props }: NextLinkProps) {
  return <a data-next-link="" href={typeof href === 'string' ? href : '/object'} {...props} />;
}
