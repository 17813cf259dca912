import { describe, expect, it } from 'vitest';
import { citySpellings, placeKey } from './city-spellings';

describe('placeKey', () => {
  it('drops accents, punctuation and case', () => {
    expect(placeKey('St. Louis')).toBe(placeKey('st louis'));
    expect(placeKey('München')).toBe('munchen');
    expect(placeKey('  Saint-Étienne ')).toBe('saint etienne');
    expect(placeKey('Straße')).toBe('strasse');
  });
});

describe('citySpellings', () => {
  const stored = ['St. Louis', 'München', 'Munchen', 'Zurich', 'Chicago', 'St Louis Park'];

  it('"St Louis" finds "St. Louis" (stored and as the data writes it), not another city', () => {
    const spellings = citySpellings('St Louis', stored);
    expect(spellings).toEqual(expect.arrayContaining(['st louis', 'st. louis']));
    expect(spellings).not.toContain('st louis park');
    expect(spellings).not.toContain('chicago');
  });

  it('"Munchen" and "München" find each other', () => {
    expect(citySpellings('Munchen', stored)).toEqual(expect.arrayContaining(['münchen', 'munchen']));
    expect(citySpellings('münchen', stored)).toEqual(expect.arrayContaining(['münchen', 'munchen']));
  });

  it('a city the data knows in two forms finds both', () => {
    expect(citySpellings('Zürich', stored)).toEqual(expect.arrayContaining(['zürich', 'zurich']));
  });

  it('an unknown place still matches itself', () => {
    expect(citySpellings('Smallville', stored)).toEqual(['smallville']);
  });
});
