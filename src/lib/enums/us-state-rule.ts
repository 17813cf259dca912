import type { z } from 'zod';
import { isUsCountry, isUsStateCode } from './us-states';

// A state is required only when the country is the United States, and there it
// is a two-letter code (the database's usStateCheck). A location elsewhere may leave it empty or
// name its region. Every form with a state and its server schema apply this one rule.

export const STATE_MESSAGES = {
  /** Spec §5 ("state 'State is required'"). */
  required: 'State is required',
  /** Our own text (the spec has none): US states are picked from the list. */
  usState: 'Select a state from the list.',
} as const;

interface StateAndCountry {
  state?: string | null;
  country?: string | null;
}

export interface StateRuleOptions {
  /** The message for a US state that is not a code (some forms keep the spec's generic 'Invalid value'). */
  invalid?: string;
}

/**
 * A superRefine for an object with state and country. An absent state (a PATCH that leaves it
 * alone) is not checked; an empty one is required only in the United States.
 */
export function stateForCountry(options: StateRuleOptions = {}) {
  return (values: StateAndCountry, ctx: z.RefinementCtx): void => {
    if (values.state === undefined || typeof values.country !== 'string' || !isUsCountry(values.country)) return;
    const state = typeof values.state === 'string' ? values.state.trim() : '';
    if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: STATE_MESSAGES.required });
    else if (!isUsStateCode(state.toUpperCase())) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: options.invalid ?? STATE_MESSAGES.usState });
    }
  };
}

/**
 * Pass with the rule (`.superRefine(rule, STATE_RULE_PARAMS)`): zod skips an object's checks
 * while any field fails, and 'State is required' belongs beside the other missing fields.
 */
export const STATE_RULE_PARAMS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
