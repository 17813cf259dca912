import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterCount, countText, showsCount } from './character-count';
import { Textarea } from './textarea';

describe('showsCount and countText', () => {
  it('shows the count from 80 % of the limit on', () => {
    expect(showsCount(1_599, 2_000)).toBe(false);
    expect(showsCount(1_600, 2_000)).toBe(true);
    expect(showsCount(0, 5)).toBe(false);
    expect(showsCount(4, 5)).toBe(true);
  });
  it('names the limit, and how many characters are too many', () => {
    expect(countText(1_650, 2_000)).toBe('1,650 / 2,000 characters');
    expect(countText(2_000, 2_000)).toBe('2,000 / 2,000 characters');
    expect(countText(2_150, 2_000)).toBe('2,150 / 2,000 characters: 150 too many');
  });
});

describe('CharacterCount', () => {
  it('renders nothing far from the limit, the count near it and in red over it', () => {
    expect(renderToStaticMarkup(<CharacterCount id="c" length={10} max={300} />)).toBe('');
    const near = renderToStaticMarkup(<CharacterCount id="c" length={250} max={300} />);
    expect(near).toContain('250 / 300 characters');
    expect(near).toContain('aria-live="polite"');
    expect(near).not.toContain('text-danger-strong');
    expect(renderToStaticMarkup(<CharacterCount id="c" length={301} max={300} />)).toContain('text-danger-strong');
  });
});

describe('Textarea with a limit', () => {
  it('never cuts the text: no maxlength attribute, the count instead, tied to the field', () => {
    const html = renderToStaticMarkup(
      <Textarea maxLength={10} value={'x'.repeat(15)} onChange={() => undefined} aria-describedby="help" />,
    );
    expect(html).not.toMatch(/maxlength/i);
    expect(html).toContain('15 / 10 characters: 5 too many');
    const countId = /<p id="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`aria-describedby="help ${countId}"`);
  });
  it('shows no count far from the limit, and is the plain field without a limit', () => {
    const short = renderToStaticMarkup(<Textarea maxLength={10} value="abc" onChange={() => undefined} />);
    expect(short).not.toContain('characters');
    expect(short).not.toContain('aria-describedby');
    const plain = renderToStaticMarkup(<Textarea defaultValue="abc" />);
    expect(plain.startsWith('<textarea')).toBe(true);
  });
});
