import { describe, expect, it } from 'vitest';
import { knownPlace } from './known-places';
import { testProfile } from '../../../tests/fixtures/chat-profile';

// Her home is Las Vegas, her trips Chicago and Denver.
const p = testProfile();

describe('knownPlace', () => {
  it('knows cities, provinces, countries, US states by name and code, regions and her own places', () => {
    for (const place of ['ohio', 'oh', 'munich', 'bavaria', 'germany', 'socal', 'bay', 'united states', 'denver'])
      expect(knownPlace(place, p), place).toBe(place);
    expect(knownPlace('Reno, Nevada', p)).toBe('reno nevada');
    expect(knownPlace('Springfield', testProfile({ city: 'Springfield', state: 'IL' }))).toBe('springfield');
  });
  it('reads what a guy says she wears or how she is as no place', () => {
    for (const words of ['boots', 'bikini', 'heels', 'singlets', 'fighting form', 'mood', 'pain', 'shape', 'gloves'])
      expect(knownPlace(words, p), words).toBeNull();
    expect(knownPlace('', p)).toBeNull();
    expect(knownPlace('boots nevada', p)).toBeNull();
  });
  it('takes a misspelling by one letter of her places, a country or a US state, never of a short word', () => {
    expect(knownPlace('chicgo', p)).toBe('chicago');
    expect(knownPlace('cihcago', p)).toBe('chicago');
    expect(knownPlace('denverr', p)).toBe('denver');
    expect(knownPlace('germnay', p)).toBe('germany');
    expect(knownPlace('nevadda', p)).toBe('nevada');
    expect(knownPlace('ohoi', p)).toBeNull();
    expect(knownPlace('chcgo', p)).toBeNull();
  });
});
