import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** Props a control needs to be tied to its label, description and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** id of the control; generated when omitted. */
  id?: string;
  /** Error text (e.g. a zod message, verbatim from the spec). Marks the control invalid. */
  error?: string;
  /** Help text under the label. */
  description?: ReactNode;
  required?: boolean;
  /** Visually hide the label but keep it for assistive tech. */
  hideLabel?: boolean;
  className?: string;
  /**
   * The control. An element gets id / aria-describedby / aria-invalid injected; a function
   * receives them to spread where they belong (e.g. on a Radix Select trigger).
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** Label + control + description + error message, wired with aria-describedby. */
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
    <div className={cn('flex flex-col gap-1.5', className)} data-invalid={error ? '' : undefined}>
      <Label htmlFor={controlId} required={required} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      {control}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A field's help text, under its label; nothing when there is none. */
export function FieldDescription({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm text-muted-foreground">
      {children}
    </p>
  ) : null;
}

/** A field's error message (the spec's text, verbatim), under the control; nothing when there is none. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-danger-strong">
      {children}
    </p>
  ) : null;
}
