import type { z } from 'zod';

// zod reports a union that fits no branch as 'Invalid input'; people need the branch's own message.

type Issue = z.core.$ZodIssue;

const DEFAULT_UNION_MESSAGE = 'Invalid input';

function wrongType(branch: readonly Issue[]): boolean {
  return branch.every(
    (issue) => (issue.code === 'invalid_type' || issue.code === 'invalid_value') && !issue.path.length,
  );
}

/** A union issue with zod's default text becomes the issues of the branch the value was meant for. */
export function preciseIssues(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.message !== DEFAULT_UNION_MESSAGE) return [issue];
    const branch = issue.errors.find((candidate) => candidate.length > 0 && !wrongType(candidate));
    if (!branch) return [issue];
    return preciseIssues(branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}
