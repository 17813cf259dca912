import { describe, expect, it } from 'vitest';
import { POLL_MESSAGES, PollVoteSchema, percentOf } from './schema';

describe('PollVoteSchema', () => {
  it('needs an answer', () => {
    const result = PollVoteSchema.safeParse({ poll: 'p', vote: ' ' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([POLL_MESSAGES.vote]);
  });
});

describe('percentOf', () => {
  it('rounds and survives an empty poll', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
