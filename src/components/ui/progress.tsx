import { cx } from '@/lib/class-names';

export interface ProgressProps {
  value?: number | null;
  max?: number;
  label: string;
  showValue?: boolean;
  tone?: 'accent' | 'success' | 'danger';
  className?: string;
}

const tones = { accent: 'bg-accent', success: 'bg-success', danger: 'bg-danger' } as const;

export function Progress({ value, max = 100, label, showValue = false, tone = 'accent', className }: ProgressProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={cx('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? `${percent}%` : undefined}
        className="relative h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-300',
            tones[tone],
            !determinate && 'w-1/3 animate-pulse',
          )}
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </div>
      {showValue && determinate ? (
        <span className="w-10 shrink-0 text-right text-xs tabular-nums text-muted-foreground">{percent}%</span>
      ) : null}
    </div>
  );
}
