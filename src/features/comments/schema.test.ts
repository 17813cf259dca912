import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, CommentSchema } from './schema';

const issues = (input: unknown) => {
  const result = CommentSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('CommentSchema', () => {
  it('takes the home thread without a subject, and the others with one', () => {
    expect(CommentSchema.parse({ thread: 'home', comment: ' Hi ' })).toEqual({
      thread: 'home',
      subjectId: null,
      comment: 'Hi',
    });
    expect(CommentSchema.parse({ thread: 'scammer', subjectId: '12', comment: 'x' }).subjectId).toBe(12);
    expect(issues({ thread: 'scammer', comment: 'x' })).toEqual(['subjectId: Invalid subject']);
    expect(issues({ thread: 'home', subjectId: 3, comment: 'x' })).toEqual(['subjectId: Invalid subject']);
    expect(issues({ thread: 'scammer', subjectId: -1, comment: 'x' })).toEqual(['subjectId: Invalid subject']);
  });

  it('needs the text (the spec message) and knows its threads', () => {
    expect(issues({ thread: 'home', comment: '   ' })).toEqual([`comment: ${COMMENT_MESSAGES.required}`]);
    expect(issues({ thread: 'forum', comment: 'x' })).toEqual(['thread: Invalid thread']);
  });
});
