import type { z } from 'zod';
import { isUsCountry, isUsStateCode } from './us-states';

// A state is required only in the United States, and there it is a two-letter code.

export const STATE_MESSAGES = {
  required: 'State is required',
  /** Our own text (the spec has none). */
  usState: 'Select a state from the list.',
} as const;

interface StateAndCountry {
  state?: string | null;
  country?: string | null;
}

export interface StateRuleOptions {
  invalid?: string;
}

/** An absent state (a PATCH) is not checked. */
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

/** zod skips an object's checks while any field fails; 'State is required' belongs with the others. */
export const STATE_RULE_PARAMS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
