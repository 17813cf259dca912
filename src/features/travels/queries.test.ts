import { describe, expect, it } from 'vitest';
import { VISITOR, type Role } from '@/server/auth/actor-types';
import { testActor } from '../../../tests/fixtures/test-actor';
import { canManageTravelsOf, resolveTravelGirlId } from './queries';

const actor = (roles: Role[], ids: { girlId?: number; guyId?: number } = {}) => testActor(roles, ids);

describe('resolveTravelGirlId (spec §6 Travels)', () => {
  it('uses the given girl id for anyone', () => {
    expect(resolveTravelGirlId(VISITOR, '12')).toBe(12);
    expect(resolveTravelGirlId(actor(['girl'], { girlId: 3 }), '12')).toBe(12);
  });
  it("falls back to the signed-in girl's id, otherwise -1", () => {
    expect(resolveTravelGirlId(actor(['girl'], { girlId: 3 }), null)).toBe(3);
    expect(resolveTravelGirlId(actor(['guy'], { guyId: 4 }), undefined)).toBe(-1);
    expect(resolveTravelGirlId(VISITOR, '')).toBe(-1);
  });
  it('turns nonsense into -1', () => {
    for (const bad of ['abc', '-5', '0', '1.5', '99999999999999999999'])
      expect(resolveTravelGirlId(VISITOR, bad)).toBe(-1);
  });
});

describe('canManageTravelsOf', () => {
  it('owner or moderator only', () => {
    expect(canManageTravelsOf(actor(['girl'], { girlId: 3 }), 3)).toBe(true);
    expect(canManageTravelsOf(actor(['girl'], { girlId: 3 }), 4)).toBe(false);
    expect(canManageTravelsOf(actor(['moderator']), 4)).toBe(true);
    expect(canManageTravelsOf(actor(['guy'], { guyId: 3 }), 3)).toBe(false);
    expect(canManageTravelsOf(VISITOR, 3)).toBe(false);
  });
});
