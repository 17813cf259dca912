import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text field; 7 rows by default (spec section 9: comment text areas). */
export function Textarea({ className, invalid, rows = 7, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={cn(fieldControlClass, 'min-h-20 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
