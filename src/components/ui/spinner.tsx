import { cx } from '@/lib/class-names';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-[3px]',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  label?: string;
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading...', decorative = false, className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
