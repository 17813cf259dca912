import type { LabelHTMLAttributes, Ref } from 'react';
import { utility, withOverrides } from '@/lib/class-names';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Hidden from screen readers; the control carries `required`. */
  required?: boolean;
  ref?: Ref<HTMLLabelElement>;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label
      className={withOverrides('text-sm leading-none font-medium text-foreground', className, [
        utility.leading,
        utility.fontWeight,
      ])}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}
