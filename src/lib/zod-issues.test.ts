import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { recordIdSchema } from './route-params';
import { preciseIssues } from './zod-issues';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return preciseIssues(parsed.error.issues).map((issue) => [issue.path.join('.'), issue.message]);
};

describe('preciseIssues', () => {
  it('gives the branch’s own message for a value that fits no branch of `x | null`', () => {
    const schema = z.object({
      legacyGirlId: z.union([recordIdSchema('The legacy id must be a positive whole number.'), z.null()]).optional(),
    });
    expect(schema.safeParse({ legacyGirlId: 'abc' }).error?.issues[0]?.message).toBe('Invalid input');
    expect(issuesOf(schema, { legacyGirlId: 'abc' })).toEqual([
      ['legacyGirlId', 'The legacy id must be a positive whole number.'],
    ]);
  });

  it('reaches into nested unions and objects inside a branch, with the full path', () => {
    const inner = z.union([z.null(), z.object({ city: z.string().min(2, 'City is too short.') })]);
    const schema = z.object({ place: z.union([z.literal('none'), inner]) });
    expect(issuesOf(schema, { place: { city: 'x' } })).toEqual([['place.city', 'City is too short.']]);
  });

  it('keeps a union’s own message and a union whose every branch refused the type', () => {
    const thumb = z.object({
      vote: z.union([z.literal(1), z.literal(2)], { error: 'Please vote thumbs up/thumbs down' }),
    });
    expect(issuesOf(thumb, { vote: 3 })).toEqual([['vote', 'Please vote thumbs up/thumbs down']]);
    const either = z.object({ value: z.union([z.string(), z.null()]) });
    expect(issuesOf(either, { value: 5 })).toEqual([['value', 'Invalid input']]);
  });

  it('leaves other issues alone', () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required') });
    expect(issuesOf(schema, { name: '' })).toEqual([['name', 'Name is required']]);
  });
});
