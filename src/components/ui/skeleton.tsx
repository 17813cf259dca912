import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** Grey placeholder block while content loads; decorative (pair with a status text). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-muted', className)} {...props} />;
}

/**
 * Placeholder blocks in reading order, one class list a block (its size). With `className` they
 * stand in their own column (e.g. a heading over a byline); without, straight in the parent's.
 */
export function SkeletonBlocks({ blocks, className }: { blocks: readonly string[]; className?: string }) {
  const items = blocks.map((block, i) => <Skeleton key={i} className={block} />);
  return className ? <div className={cn('flex flex-col', className)}>{items}</div> : <>{items}</>;
}
