import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { cx } from './class-names';

/**
 * Joins classes and lets a later utility replace an earlier one of the same kind (tailwind-merge).
 * Server components only: tailwind-merge builds a class map of ~7 ms of CPU on a phone on its first
 * call, so no module a client component imports may import this file (decision 038). Client
 * components, and components shared by both sides, use `cx` or `withOverrides` from
 * `@/lib/class-names`; `src/components/client-classes.test.tsx` checks the import graph.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(cx(inputs));
}
