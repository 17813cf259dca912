import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  id?: string;
  /** Marks the control invalid. */
  error?: string;
  description?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  /** An element gets id/aria-describedby/aria-invalid injected; a function spreads them itself. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

export function FormField({ label, id, error, description, required, hideLabel, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(controlProps);
  } else if (isValidElement(children)) {
    control = cloneElement(children, controlProps);
  } else {
    control = children;
  }

  return (
    <div className={cx('flex flex-col gap-1.5', className)} data-invalid={error ? '' : undefined}>
      <Label htmlFor={controlId} required={required} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      {control}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function FieldDescription({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm text-muted-foreground">
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-danger-strong">
      {children}
    </p>
  ) : null;
}
