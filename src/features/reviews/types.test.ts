import { describe, expect, it } from 'vitest';
import { wasEdited } from './types';

describe('wasEdited', () => {
  const published = new Date('2026-11-20T10:00:00Z');
  it('is false for a review rewritten within its first minute, true later', () => {
    expect(wasEdited(published, published)).toBe(false);
    expect(wasEdited(published, new Date('2026-11-20T10:01:00Z'))).toBe(false);
    expect(wasEdited(published, new Date('2026-11-20T10:01:01Z'))).toBe(true);
  });
});
