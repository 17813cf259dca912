import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { moveHighlight, SuggestionInput } from './suggestion-input';

const noop = () => undefined;
const CITIES = [
  { key: 'chicago-il', value: 'Chicago', label: 'Chicago, IL' },
  { key: 'chico-ca', value: 'Chico', label: 'Chico, CA' },
];

describe('SuggestionInput', () => {
  it('is a combobox tied to a listbox of options, collapsed until typed in', () => {
    const html = renderToStaticMarkup(
      <SuggestionInput id="city" name="city" value="chi" onValueChange={noop} suggestions={CITIES} />,
    );
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain('value="chi"');
    const listId = /aria-controls="([^"]+)"/.exec(input)![1];
    expect(html).toMatch(new RegExp(`<ul id="${listId}" role="listbox" aria-label="Suggestions" hidden=""`));
    expect(html.match(/role="option"/g)).toHaveLength(2);
    expect(html).toContain('aria-selected="false"');
    expect(html).not.toContain('<a ');
  });
});

describe('moveHighlight', () => {
  it('walks down and up through the options, wrapping at both ends', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(1, 3, 'ArrowUp')).toBe(0);
    expect(moveHighlight(1, 0, 'ArrowDown')).toBe(-1);
  });
});
