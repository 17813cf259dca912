import { clsx, type ClassValue } from 'clsx';

/**
 * Joins classes as they are (clsx), with no merging. Use it where the classes cannot name the same
 * utility twice (each condition adds a different property, or a variant is a components-layer class
 * such as `btn-*` or `chip-*`, which any utility wins over); otherwise `withOverrides`.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * A component's own classes followed by a caller's, without tailwind-merge: each kind names the
 * utilities the callers replace (`/^max-w-/`); when a caller's class is of that kind, the
 * component's classes of that kind are dropped. `src/components/client-classes.test.tsx` checks that every caller's
 * classes in src give what tailwind-merge gives.
 */
export function withOverrides(own: string, className: string | undefined, kinds: readonly RegExp[]): string {
  if (!className) return own;
  const theirs = className.split(/\s+/).filter(Boolean);
  const replaced = kinds.filter((kind) => theirs.some((name) => kind.test(name)));
  const kept = replaced.length
    ? own
        .split(' ')
        .filter((name) => !replaced.some((kind) => kind.test(name)))
        .join(' ')
    : own;
  return kept ? `${kept} ${theirs.join(' ')}` : theirs.join(' ');
}

/** Kinds of utility for `withOverrides`: the ones callers in src replace, as tailwind-merge sees them. */
export const utility = {
  fontWeight: /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/,
  height: /^h-/,
  left: /^-?left-/,
  leading: /^leading-/,
  maxHeight: /^max-h-/,
  maxWidth: /^max-w-/,
  minHeight: /^min-h-/,
  resize: /^resize(?:-|$)/,
  /** tailwind-merge does not know the theme's `rounded-card`: it stays beside a caller's radius. */
  rounded: /^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/,
  textColor:
    /^text-(?!(?:xs|sm|base|lg|xl|[2-9]xl|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$)/,
  top: /^-?top-/,
  transition: /^transition(?:-|$)/,
  translateX: /^-?translate-x-/,
  translateY: /^-?translate-y-/,
  width: /^w-/,
} as const;
