import { describe, expect, it } from 'vitest';
import { firstParam, parseRecordId, recordIdSchema, segmentValue } from './route-params';

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

describe('firstParam', () => {
  it('answers the first value, and undefined for none or an empty one', () => {
    expect(firstParam('a')).toBe('a');
    expect(firstParam(['b', 'c'])).toBe('b');
    expect(firstParam([])).toBeUndefined();
    expect(firstParam('')).toBeUndefined();
    expect(firstParam(undefined)).toBeUndefined();
  });
});

describe('parseRecordId', () => {
  it('accepts positive integers that fit an integer column', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('2147483647')).toBe(2_147_483_647);
    expect(parseRecordId(42)).toBe(42);
  });

  it('refuses everything else', () => {
    for (const bad of [
      '0',
      '-1',
      '1e3',
      '1.0',
      '01',
      ' 1',
      '1 ',
      '%00',
      '\u0000',
      '',
      '2147483648',
      '99999999999999999999',
      'abc',
      '0x10',
    ]) {
      expect(parseRecordId(bad), JSON.stringify(bad)).toBeNull();
    }
    for (const bad of [0, -1, 1.5, 1e20, Number.NaN, Infinity, null, undefined, true, {}, [1]])
      expect(parseRecordId(bad)).toBeNull();
  });

  it('as a zod schema: the id or an issue', () => {
    expect(recordIdSchema().parse('12')).toBe(12);
    expect(recordIdSchema('Bad').safeParse('1e3').error?.issues[0]?.message).toBe('Bad');
  });
});
