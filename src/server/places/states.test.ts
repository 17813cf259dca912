import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_PLACES } from '../../../scripts/seed/places';
import {
  canonicalState,
  countryCodeOf,
  findSubdivision,
  stateFilterKey,
  stateFilterSpellings,
  withCanonicalState,
} from './states';

describe('canonicalState', () => {
  it('stores a state elsewhere under its English name, whatever name or code was typed', () => {
    for (const typed of ['Bayern', 'Bavaria', 'bavaria', ' BY ', 'by', 'DE-BY', 'de by']) {
      expect(canonicalState(typed, 'Germany')).toBe('Bavaria');
    }
    expect(canonicalState('Bayern', 'DE')).toBe('Bavaria');
    expect(canonicalState('Bayern', 'DEU')).toBe('Bavaria');
    expect(canonicalState('Lombardia', 'Italy')).toBe('Lombardy');
    expect(canonicalState('Wien', 'Austria')).toBe('Vienna');
    expect(canonicalState('Ontario', 'Canada')).toBe('Ontario');
    expect(canonicalState('ON', 'Canada')).toBe('Ontario');
    expect(canonicalState('Auvergne-Rhône-Alpes', 'France')).toBe('Auvergne-Rhône-Alpes');
    expect(canonicalState('Île-de-France', 'France')).toBe('Île-de-France');
  });

  it('keeps US states as their two-letter codes, a name read as its code', () => {
    expect(canonicalState('Texas', 'United States')).toBe('TX');
    expect(canonicalState('tx', 'USA')).toBe('TX');
    expect(canonicalState('IL', 'US')).toBe('IL');
    // Not a state: left for the schema's US rule to refuse.
    expect(canonicalState('Bavaria', 'United States')).toBe('Bavaria');
  });

  it('leaves what the data does not know as typed, trimmed, and is stable when written twice', () => {
    expect(canonicalState('  Nowhere Land ', 'Germany')).toBe('Nowhere Land');
    expect(canonicalState('Bayern', 'Atlantis')).toBe('Bayern');
    expect(canonicalState('Bayern', '')).toBe('Bayern');
    expect(canonicalState('', 'Germany')).toBe('');
    // "BY" is Bavaria only in Germany.
    expect(canonicalState('BY', 'Austria')).toBe('BY');
    for (const [state, country] of [
      ['Bavaria', 'Germany'],
      ['Lombardy', 'Italy'],
      ['TX', 'United States'],
    ]) {
      expect(canonicalState(canonicalState(state, country), country)).toBe(canonicalState(state, country));
    }
  });

  it('withCanonicalState rewrites a written state and leaves a PATCH without one alone', () => {
    expect(withCanonicalState({ city: 'Munich', state: 'Bayern', country: 'Germany' })).toEqual({
      city: 'Munich',
      state: 'Bavaria',
      country: 'Germany',
    });
    const patch: { city: string; state?: string } = { city: 'Munich' };
    expect(withCanonicalState(patch)).toBe(patch);
    expect(withCanonicalState({ state: null, country: 'Germany' })).toEqual({ state: null, country: 'Germany' });
  });
});

describe('findSubdivision and countryCodeOf', () => {
  it('reads countries the way the world-cities data names them', () => {
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf('united states of america')).toBe('US');
    expect(countryCodeOf('Narnia')).toBeUndefined();
    expect(findSubdivision('Bayern', 'Germany')).toMatchObject({ code: 'DE-BY', name: 'Bavaria', level: 1 });
    expect(findSubdivision('Texas', 'United States')).toBeUndefined();
  });
});

describe('stateFilterSpellings', () => {
  it('"Bayern" and "Bavaria" match the same rows', () => {
    const bayern = stateFilterSpellings('Bayern');
    const bavaria = stateFilterSpellings('Bavaria');
    for (const spelling of ['bayern', 'bavaria']) {
      expect(bayern).toContain(spelling);
      expect(bavaria).toContain(spelling);
    }
    expect(stateFilterSpellings('DE-BY')).toEqual(expect.arrayContaining(['bayern', 'bavaria']));
  });

  it('keeps US states as they were: the code and the full name, whichever is typed', () => {
    expect(stateFilterSpellings('Texas')).toEqual(['tx', 'texas']);
    expect(stateFilterSpellings(' tx ')).toEqual(['tx', 'texas']);
    expect(stateFilterSpellings('new  york')).toEqual(['ny', 'new york']);
    expect(stateFilterSpellings('Lazio')).toEqual(['lazio']);
    expect(stateFilterSpellings('  Nowhere ')).toEqual(['nowhere']);
  });

  it('gives one cache key for every spelling of a state', () => {
    expect(stateFilterKey('Bayern')).toBe(stateFilterKey('bavaria'));
    expect(stateFilterKey('DE-BY')).toBe(stateFilterKey('Bavaria'));
    expect(stateFilterSpellings(stateFilterKey('Bayern'))).toEqual(expect.arrayContaining(['bayern', 'bavaria']));
    expect(stateFilterKey('Texas')).toBe('TX');
    expect(stateFilterKey('Nowhere')).toBe('nowhere');
  });
});

describe('the seed', () => {
  it('writes its places abroad in the stored form', () => {
    for (const place of INTERNATIONAL_PLACES)
      expect(canonicalState(place.state!, place.country), place.city!).toBe(place.state);
  });
});
