import { describe, expect, it } from 'vitest';
import { segmentValue } from './route-params';

describe('segmentValue', () => {
  it('decodes an encoded segment once', () => {
    expect(segmentValue('Gina%20Slam')).toBe('Gina Slam');
    expect(segmentValue('Ren%C3%A9e')).toBe('Renée');
  });

  it('keeps a decoded segment and a lone % as they are', () => {
    expect(segmentValue('Gina Slam')).toBe('Gina Slam');
    expect(segmentValue('100%')).toBe('100%');
  });
});
