import { describe, expect, it } from 'vitest';
import { decodeSegment } from './utils';

describe('decodeSegment', () => {
  it('decodes percent-escapes and keeps malformed ones as typed', () => {
    expect(decodeSegment('Gina%20Slam')).toBe('Gina Slam');
    expect(decodeSegment('Gina Slam')).toBe('Gina Slam');
    expect(decodeSegment('100%')).toBe('100%');
  });
});
