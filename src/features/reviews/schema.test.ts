import { describe, expect, it } from 'vitest';
import { GIRL_REVIEW_MESSAGES, GirlReviewSchema } from './schema';

describe('GirlReviewSchema', () => {
  it('needs some text (the spec’s message) and trims it', () => {
    const empty = GirlReviewSchema.safeParse({ content: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]!.message).toBe(GIRL_REVIEW_MESSAGES.content);
    expect(GirlReviewSchema.safeParse({}).error!.issues[0]!.message).toBe(GIRL_REVIEW_MESSAGES.content);
    expect(GirlReviewSchema.parse({ content: ' Great session. ' })).toEqual({ content: 'Great session.' });
  });

  it('refuses an over-long review', () => {
    expect(GirlReviewSchema.safeParse({ content: 'x'.repeat(4001) }).success).toBe(false);
  });
});
