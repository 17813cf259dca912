import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STATE_MESSAGES, STATE_RULE_PARAMS, stateForCountry } from './us-state-rule';

const schema = z
  .object({ state: z.string().optional(), country: z.string() })
  .superRefine(stateForCountry(), STATE_RULE_PARAMS);
const issues = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('state only required in the United States', () => {
  it('lets a place elsewhere leave the state empty or name its region', () => {
    expect(issues({ state: '', country: 'Italy' })).toEqual([]);
    expect(issues({ state: 'Lazio', country: 'Italy' })).toEqual([]);
  });

  it('requires a US state code in every spelling of the United States', () => {
    for (const country of ['United States', 'USA', ' us ', 'United States of America']) {
      expect(issues({ state: '', country })).toEqual([['state', STATE_MESSAGES.required]]);
      expect(issues({ state: 'Ontario', country })).toEqual([['state', STATE_MESSAGES.usState]]);
      expect(issues({ state: 'tx', country })).toEqual([]);
    }
    expect(STATE_MESSAGES.required).toBe('State is required');
  });

  it('leaves an absent state alone (a PATCH that does not change it) and takes its own invalid text', () => {
    expect(issues({ country: 'United States' })).toEqual([]);
    const generic = z
      .object({ state: z.string(), country: z.string() })
      .superRefine(stateForCountry({ invalid: 'Invalid value' }));
    expect(generic.safeParse({ state: 'XX', country: 'USA' }).error?.issues[0]?.message).toBe('Invalid value');
  });
});
