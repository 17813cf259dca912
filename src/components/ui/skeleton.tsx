import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** Grey placeholder block while content loads; decorative (pair with a status text). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-muted', className)} {...props} />;
}
