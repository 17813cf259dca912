import { describe, expect, it } from 'vitest';
import {
  US_STATES,
  US_STATE_CODES,
  isUsCountry,
  isUsStateCode,
  placeLine,
  usStateCode,
  usStateName,
} from './us-states';

describe('US states', () => {
  it('has 50 states, DC and four territories (55 codes)', () => {
    expect(US_STATES).toHaveLength(55);
    expect(new Set(US_STATE_CODES).size).toBe(55);
    for (const code of ['DC', 'AS', 'GU', 'PR', 'VI']) expect(isUsStateCode(code)).toBe(true);
    for (const s of US_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it('names codes and leaves other text alone', () => {
    expect(usStateName('TX')).toBe('Texas');
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(usStateName('Ontario')).toBe('Ontario');
    expect(isUsStateCode('tx')).toBe(false);
  });

  it('recognises US country spellings', () => {
    expect(isUsCountry(' usa ')).toBe(true);
    expect(isUsCountry('United States')).toBe(true);
    expect(isUsCountry('Canada')).toBe(false);
    expect(isUsCountry(null)).toBe(false);
  });
});

describe('usStateCode', () => {
  it('reads codes and full names in any case, so "Texas" and "TX" are one state', () => {
    expect(usStateCode('TX')).toBe('TX');
    expect(usStateCode(' texas ')).toBe('TX');
    expect(usStateCode('New  York')).toBe('NY');
    expect(usStateCode('district of columbia')).toBe('DC');
    expect(usStateCode('U.S. Virgin Islands')).toBe('VI');
  });

  it('answers undefined for anything else', () => {
    for (const text of ['', 'Tex', 'Ontario', 'XX', 'Texas!']) expect(usStateCode(text)).toBeUndefined();
  });
});

describe('placeLine', () => {
  it('shows a US state by its name, another country’s state as stored, and only the known parts', () => {
    expect(placeLine('Dallas', 'TX', 'United States')).toBe('Dallas, Texas, United States');
    expect(placeLine('Munich', 'Bavaria', 'Germany')).toBe('Munich, Bavaria, Germany');
    expect(placeLine(' Rome ', '', null)).toBe('Rome');
    expect(placeLine(null, null, undefined)).toBe('');
  });
});
