import { AlertTriangle, CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/class-names';

/** Spec §9. */
export type AlertSeverity = 'error' | 'warning' | 'success' | 'info';

const styles: Record<AlertSeverity, { box: string; icon: string; Icon: LucideIcon }> = {
  error: {
    box: 'border-danger/40 bg-danger-soft text-danger-strong',
    icon: 'text-danger',
    Icon: XCircle,
  },
  warning: {
    box: 'border-warning/60 bg-warning-soft text-warning-strong',
    icon: 'text-warning',
    Icon: AlertTriangle,
  },
  success: {
    box: 'border-success/40 bg-success-soft text-success-strong',
    icon: 'text-success',
    Icon: CheckCircle2,
  },
  info: {
    box: 'border-info/40 bg-info-soft text-info-strong',
    icon: 'text-info',
    Icon: Info,
  },
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: AlertSeverity;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: LucideIcon | false;
}

/** Errors and warnings use role="alert", the others role="status"; override for an initial alert. */
export function Alert({
  severity = 'info',
  title,
  description,
  action,
  icon,
  className,
  children,
  ...props
}: AlertProps) {
  const style = styles[severity];
  const Icon = icon === false ? null : (icon ?? style.Icon);
  return (
    <div
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
      data-severity={severity}
      className={cx('flex gap-3 rounded-lg border px-4 py-3 text-sm', style.box, className)}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', style.icon)} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? <p className="leading-snug font-semibold">{title}</p> : null}
        {description ? <div className="leading-relaxed">{description}</div> : null}
        {children}
        {action ? <div className="mt-2 flex flex-wrap gap-2">{action}</div> : null}
      </div>
    </div>
  );
}
