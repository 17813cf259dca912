'use client';

import { useId, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx, utility, withOverrides } from '@/lib/class-names';
import { CharacterCount, showsCount } from './character-count';
import { fieldControlClass } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  containerClassName?: string;
}

/** 7 rows by default (spec §9). With `maxLength` the count shows near the limit; the text is never cut. */
export function Textarea({
  className,
  invalid,
  rows = 7,
  maxLength,
  containerClassName,
  ref,
  onChange,
  onFocus,
  ...props
}: TextareaProps) {
  const countId = useId();
  const [typedLength, setTypedLength] = useState(0);
  const length = typeof props.value === 'string' ? props.value.length : typedLength;
  const counted = maxLength !== undefined && maxLength > 0;
  const counting = counted && showsCount(length, maxLength);

  const attach = (element: HTMLTextAreaElement | null) => {
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
    if (element && counted) setTypedLength(element.value.length);
  };

  const field = (
    <textarea
      rows={rows}
      ref={counted ? attach : ref}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={withOverrides(`${fieldControlClass} min-h-20 resize-y py-2 leading-relaxed`, className, [
        utility.minHeight,
        utility.resize,
      ])}
      {...props}
      aria-describedby={
        counting ? [props['aria-describedby'], countId].filter(Boolean).join(' ') : props['aria-describedby']
      }
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        if (counted) setTypedLength(event.target.value.length);
        onChange?.(event);
      }}
      onFocus={(event) => {
        // A value set without typing (a reset) is counted once she is back in the field.
        if (counted) setTypedLength(event.target.value.length);
        onFocus?.(event);
      }}
    />
  );
  if (!counted) return field;
  return (
    <div className={cx('flex flex-col gap-1', containerClassName)}>
      {field}
      <CharacterCount id={countId} length={length} max={maxLength} />
    </div>
  );
}
