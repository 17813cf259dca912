import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('mx-auto w-full max-w-page px-4 sm:px-6', className)} {...props} />;
}
