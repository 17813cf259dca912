import { describe, expect, it } from 'vitest';
import { SUGGESTION_LIMIT, suggestCities, suggestStates } from './suggestions';

const labels = (list: { label: string }[]) => list.map((s) => s.label);

describe('suggestCities', () => {
  it('suggests the largest matching cities first, a few at most', () => {
    const found = suggestCities('chic');
    expect(found[0]).toEqual({ city: 'Chicago', state: 'IL', country: 'United States', label: 'Chicago, IL' });
    expect(found.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    expect(suggestCities('c')).toEqual([]);
  });

  it('narrows by the chosen country and state (a US code or name, or a region)', () => {
    expect(labels(suggestCities('spring', 'US', 'OR'))).toEqual(['Springfield, OR']);
    expect(labels(suggestCities('spring', 'United States', 'Illinois'))).toEqual(['Springfield, IL']);
    expect(labels(suggestCities('spring', 'USA'))).toEqual(
      expect.arrayContaining(['Springfield, IL', 'Springfield, MA', 'Springfield, OR']),
    );
    expect(labels(suggestCities('rom', 'Italy'))).toContain('Rome, Italy');
    expect(suggestCities('rom', 'Italy', 'Lazio')[0]).toMatchObject({ city: 'Rome', state: 'Lazio', country: 'Italy' });
    expect(suggestCities('rom', 'Italy', 'Sicilia')).toEqual([]);
  });

  it('fills a state elsewhere in its stored form, the English name', () => {
    expect(suggestCities('munich', 'Germany')[0]).toEqual({
      city: 'Munich',
      state: 'Bavaria',
      country: 'Germany',
      label: 'Munich, Germany',
    });
    for (const state of ['Bayern', 'Bavaria', 'BY', 'DE-BY']) {
      expect(labels(suggestCities('munich', 'Germany', state))).toContain('Munich, Germany');
    }
  });
});

describe('suggestStates', () => {
  it('suggests US states by name or code, with the code the US forms store', () => {
    expect(suggestStates('tex')[0]).toEqual({ state: 'TX', country: 'United States', label: 'Texas (TX)' });
    expect(suggestStates('TX', 'United States')[0]?.state).toBe('TX');
    expect(labels(suggestStates('new', 'US'))).toEqual(
      expect.arrayContaining(['New York (NY)', 'New Jersey (NJ)', 'New Mexico (NM)', 'New Hampshire (NH)']),
    );
  });

  it('suggests the regions of the chosen country elsewhere, and nothing for empty text', () => {
    expect(suggestStates('la', 'Italy')).toContainEqual({ state: 'Lazio', country: 'Italy', label: 'Lazio, Italy' });
    expect(suggestStates('lomb', 'Italy')).toContainEqual({
      state: 'Lombardy',
      country: 'Italy',
      label: 'Lombardy, Italy',
    });
    expect(suggestStates('on', 'Canada')[0]).toMatchObject({ state: 'Ontario', country: 'Canada' });
    expect(suggestStates('tex', 'Canada')).toEqual([]);
    expect(suggestStates('  ')).toEqual([]);
  });

  it('suggests a region by any of its names or codes, offering its English name', () => {
    const bavaria = { state: 'Bavaria', country: 'Germany', label: 'Bavaria, Germany' };
    expect(suggestStates('bayer', 'Germany')).toContainEqual(bavaria);
    expect(suggestStates('bava', 'Germany')).toContainEqual(bavaria);
    expect(suggestStates('BY', 'Germany')).toContainEqual(bavaria);
    expect(suggestStates('de-by')).toContainEqual(bavaria);
    expect(suggestStates('bayern', 'Germany').map((s) => s.state)).not.toContain('Bayern');
  });
});
