import type { z } from 'zod';

// zod answers a value that fits no branch of a union with one issue, 'Invalid input', and keeps
// the branches' own messages (the spec's texts) nested inside it. People need the nested message:
// 'The legacy id must be a positive whole number.', not 'Invalid input'.

type Issue = z.core.$ZodIssue;

/** zod's default text for a union; any other text on a union issue is its schema author's. */
const DEFAULT_UNION_MESSAGE = 'Invalid input';

/** A branch that failed only because the value is not of its type (e.g. the `null` of `x | null`). */
function wrongType(branch: readonly Issue[]): boolean {
  return branch.every(
    (issue) => (issue.code === 'invalid_type' || issue.code === 'invalid_value') && !issue.path.length,
  );
}

/**
 * The issues people should read: each union issue with zod's default text becomes the issues of
 * the branch the value was meant for (the first whose type it has), with their full paths. A union
 * whose schema carries its own message, or whose every branch refused the type, stays as it is.
 */
export function preciseIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.message !== DEFAULT_UNION_MESSAGE) return [issue];
    const branch = issue.errors.find((candidate) => candidate.length > 0 && !wrongType(candidate));
    if (!branch) return [issue];
    return preciseIssues(branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}
