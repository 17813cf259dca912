// Without zod: the poll card loads this in the browser.

export const POLL_MESSAGES = {
  vote: 'Please choose an answer.',
  voted: 'Thank you for voting.',
  signIn: 'Sign in to vote.',
} as const;

export interface PollResults {
  key: string;
  question: string;
  options: { label: string; votes: number }[];
  total: number;
  myVote: string | null;
}

export function percentOf(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}
