import { Select as SelectPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './input';
import { Select, findNextOption, type SelectProps } from './select';

const options = [
  { value: 'slim', label: 'Slim' },
  { value: 'athletic', label: 'Athletic' },
  { value: 'average', label: 'Average', disabled: true },
  { value: 'curvy', label: 'Curvy' },
];

/** Radix's own trigger with `Select.Value`'s children: the markup the closed select must keep. */
function RadixTrigger({ value, placeholder = 'Select...', disabled, required, invalid, ...props }: SelectProps) {
  const label = options.find((option) => option.value === value)?.label;
  return (
    <SelectPrimitive.unstable_Provider value={value ?? ''} disabled={disabled} required={required}>
      <SelectPrimitive.Trigger
        id={props.id}
        aria-describedby={props['aria-describedby']}
        aria-label={props['aria-label']}
        aria-invalid={invalid || props['aria-invalid'] || undefined}
        className={cn(
          fieldControlClass,
          'flex h-10 items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground',
          props.className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
    </SelectPrimitive.unstable_Provider>
  );
}

describe('Select, closed', () => {
  it.each<Partial<SelectProps>>([
    {},
    { value: 'athletic' },
    { value: '', placeholder: 'Select Physique', placeholderOption: true },
    { value: 'curvy', id: 'physique', 'aria-describedby': 'physique-error', invalid: true, className: 'w-40' },
    { defaultValue: 'slim', disabled: true, required: true, 'aria-label': 'Physique' },
  ])('is Radix’s trigger with the chosen option’s label and no list (%o)', (overrides) => {
    const props: SelectProps = { options, ...overrides };
    const html = renderToStaticMarkup(<Select {...props} />);
    const chosen = props.value ?? props.defaultValue;
    expect(html).toBe(renderToStaticMarkup(<RadixTrigger {...props} value={chosen} />));
    expect(html).toContain('role="combobox"');
    expect(html).not.toContain('role="option"');
  });

  it('names the chosen option in the server HTML', () => {
    // Radix's `Select.Value` without children waits for the mounted item to portal its text in.
    expect(renderToStaticMarkup(<Select options={options} value="curvy" />)).toContain(
      '<span style="pointer-events:none">Curvy</span>',
    );
  });

  it('posts its value when named', () => {
    expect(renderToStaticMarkup(<Select options={options} name="physique" defaultValue="slim" />)).toContain(
      '<input type="hidden" name="physique" value="slim"/>',
    );
    expect(renderToStaticMarkup(<Select options={options} />)).not.toContain('<input');
  });
});

describe('findNextOption (Radix’s typeahead)', () => {
  const enabled = options.filter((option) => !option.disabled);
  it.each([
    ['a', undefined, 'athletic'],
    ['c', 'athletic', 'curvy'],
    ['s', 'slim', undefined],
    ['cc', 'curvy', undefined],
    ['ss', 'athletic', 'slim'],
    ['ath', 'slim', 'athletic'],
    ['x', undefined, undefined],
  ])('%s from %s chooses %s', (search, current, expected) => {
    expect(findNextOption(enabled, search, current)?.value).toBe(expected);
  });
});
