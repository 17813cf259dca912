import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** Decorative: pair with a status text. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-muted', className)} {...props} />;
}

export function SkeletonBlocks({ blocks, className }: { blocks: readonly string[]; className?: string }) {
  const items = blocks.map((block, i) => <Skeleton key={i} className={block} />);
  return className ? <div className={cn('flex flex-col', className)}>{items}</div> : <>{items}</>;
}
