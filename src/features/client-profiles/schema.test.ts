import { describe, expect, it } from 'vitest';
import { CLIENT_SAFETY_MESSAGES, GirlsOnlyCommentSchema, GuyReviewSchema } from './schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('GuyReviewSchema (spec §5 "Review form")', () => {
  it('asks for a review and a thumb, with the spec’s messages', () => {
    expect(messages(GuyReviewSchema.safeParse({ guyId: 4, comment: '  ' }))).toEqual([
      CLIENT_SAFETY_MESSAGES.review,
      CLIENT_SAFETY_MESSAGES.thumb,
    ]);
    for (const thumb of [0, 3, '1', true]) {
      expect(messages(GuyReviewSchema.safeParse({ guyId: 4, comment: 'ok', thumb }))).toEqual([
        CLIENT_SAFETY_MESSAGES.thumb,
      ]);
    }
  });

  it('takes thumbs down (1) and up (2) and trims the review', () => {
    expect(GuyReviewSchema.parse({ guyId: '4', comment: ' Late. ', thumb: 1 })).toEqual({
      guyId: 4,
      comment: 'Late.',
      thumb: 1,
    });
  });
});

describe('GirlsOnlyCommentSchema (spec §5 "Girls-only comment")', () => {
  it('requires the comment', () => {
    expect(messages(GirlsOnlyCommentSchema.safeParse({ guyId: 4, comment: '' }))).toEqual([
      CLIENT_SAFETY_MESSAGES.comment,
    ]);
  });
});
