import { describe, expect, it } from 'vitest';
import { BODY_TYPES, isBodyType } from './body-types';
import { BOOKING_STATUSES } from './booking-statuses';
import { CLIENT_TYPES, clientTypeLabel, isClientType } from './client-types';
import { HEIGHTS } from './heights';
import { USER_ROLE_LIST_PATTERN, formatRoles, isValidRoleList, parseRoles } from './roles';
import { THUMB_TYPES, isThumbType, thumbTypeToVote, voteToThumbType } from './thumb-types';
import { WEIGHTS } from './weights';

describe('body and client types', () => {
  it('lists the five physiques', () => {
    expect(BODY_TYPES).toEqual(['Slim', 'Athletic', 'Curvy', 'Bodybuilder', 'BBW']);
    expect(isBodyType('BBW')).toBe(true);
    expect(isBodyType('bbw')).toBe(false);
  });

  it('lists the six client types with labels', () => {
    expect(CLIENT_TYPES.map((c) => c.value)).toEqual([
      'timewaster',
      'dangerous',
      'weirdo',
      'scammer',
      'pervert',
      'good guy',
    ]);
    expect(clientTypeLabel('good guy')).toBe('Good Guy');
    expect(isClientType('good_guy')).toBe(false);
  });
});

describe('heights and weights', () => {
  it('runs 53 to 84 inches with cm and feet labels', () => {
    expect(HEIGHTS).toHaveLength(32);
    expect(HEIGHTS[0]).toEqual({ inches: 53, cm: 135, feetInches: `4'5"`, label: `135 cm (4'5")` });
    expect(HEIGHTS.at(-1)).toEqual({ inches: 84, cm: 213, feetInches: `7'0"`, label: `213 cm (7'0")` });
  });

  it('runs 90 to 350 lbs in steps of 5', () => {
    expect(WEIGHTS).toHaveLength(53);
    expect(WEIGHTS[0]).toEqual({ lbs: 90, kg: 41, label: '90 lbs' });
    expect(WEIGHTS.at(-1)?.lbs).toBe(350);
    expect(WEIGHTS.every((w, i) => i === 0 || w.lbs - WEIGHTS[i - 1].lbs === 5)).toBe(true);
  });
});

describe('roles, thumbs and statuses', () => {
  it('accepts comma lists of known roles only', () => {
    expect(USER_ROLE_LIST_PATTERN.test('girl')).toBe(true);
    expect(USER_ROLE_LIST_PATTERN.test('girl,moderator')).toBe(true);
    expect(USER_ROLE_LIST_PATTERN.test('user')).toBe(false);
    expect(USER_ROLE_LIST_PATTERN.test('girl, moderator')).toBe(false);
    expect(isValidRoleList('moderator,guy')).toBe(true);
    expect(isValidRoleList('guy,girl')).toBe(false);
    expect(isValidRoleList('user')).toBe(false);
    expect(parseRoles('girl,moderator,admin')).toEqual(['girl', 'moderator']);
    expect(formatRoles(['guy', 'moderator', 'guy'])).toBe('guy,moderator');
  });

  it('maps thumbs to votes', () => {
    expect(THUMB_TYPES).toEqual({ DOWN: 1, UP: 2 });
    expect(isThumbType(3)).toBe(false);
    expect(thumbTypeToVote(1)).toBe(false);
    expect(thumbTypeToVote(2)).toBe(true);
    expect(thumbTypeToVote(null)).toBeNull();
    expect(voteToThumbType(true)).toBe(2);
  });

  it('has the three booking statuses', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'complete', 'deleted']);
  });
});
