import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { travels } from '@/server/db/schema';
import { VISITOR, type Role } from './actor-types';
import { audienceOf, isOwner, mayActOn, requireActOn, scopeLevel, scopeOf } from './scope';
import { testActor } from '../../../tests/fixtures/test-actor';

const actor = (roles: Role[], ids: { girlId?: number; guyId?: number } = {}) => testActor(roles, ids);

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof scopeOf>) => (condition ? dialect.sqlToQuery(condition) : undefined);

describe('scopeOf', () => {
  it('adds no condition for :any, the owner column for :own', () => {
    expect(scopeOf(actor(['moderator']), 'travel:write', { girlId: travels.girlId })).toBeUndefined();
    expect(render(scopeOf(actor(['girl'], { girlId: 7 }), 'travel:write', { girlId: travels.girlId }))).toMatchObject({
      sql: '"travels"."girl_id" = $1',
      params: [7],
    });
  });

  it('matches nothing for an :own actor without the owner row', () => {
    expect(render(scopeOf(actor(['girl']), 'travel:write', { girlId: travels.girlId }))?.sql).toBe('false');
  });

  it('refuses a visitor with 401 and an actor without the area with 403', () => {
    expect(() => scopeOf(VISITOR, 'travel:write', { girlId: travels.girlId })).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    expect(() => scopeOf(actor(['guy'], { guyId: 3 }), 'travel:write', { girlId: travels.girlId })).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('owner decisions', () => {
  it('scopeLevel, mayActOn and requireActOn agree', () => {
    const girl = actor(['girl'], { girlId: 7 });
    expect(scopeLevel(girl, 'travel:write')).toBe('own');
    expect(scopeLevel(actor(['girl', 'moderator'], { girlId: 7 }), 'travel:write')).toBe('any');
    expect(scopeLevel(actor(['guy']), 'travel:write')).toBeNull();
    expect(mayActOn(girl, 'travel:write', { girlId: 7 })).toBe(true);
    expect(mayActOn(girl, 'travel:write', { girlId: 8 })).toBe(false);
    expect(() => requireActOn(girl, 'travel:write', { girlId: 8 })).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireActOn(actor(['moderator']), 'travel:write', { girlId: 8 })).not.toThrow();
  });

  it('audienceOf: moderator, owner or public', () => {
    expect(audienceOf(actor(['moderator']), 'guy-profile:read', { userId: 'x' })).toBe('moderator');
    expect(audienceOf(actor(['guy']), 'guy-profile:read', { userId: 'u1' })).toBe('owner');
    expect(audienceOf(actor(['guy']), 'guy-profile:read', { userId: 'u2' })).toBe('public');
    expect(audienceOf(VISITOR, 'guy-profile:read', { userId: 'u1' })).toBe('public');
    expect(audienceOf(actor(['girl'], { girlId: 7 }), 'girl-profile:read', { girlId: 7 })).toBe('owner');
  });

  it('owning a record grants nothing without the area, and nobody owns what has no owner', () => {
    const withoutArea = actor(['guy'], { girlId: 7 });
    expect(isOwner(withoutArea, { girlId: 7 })).toBe(true);
    expect(mayActOn(withoutArea, 'travel:write', { girlId: 7 })).toBe(false);
    expect(audienceOf(withoutArea, 'girl-profile:read', { girlId: 7 })).not.toBe('owner');
    expect(isOwner(VISITOR, { userId: 'u1' })).toBe(false);
    expect(isOwner(actor(['girl'], { girlId: 7 }), { girlId: 7 })).toBe(true);
  });
});
