// The poll's results and texts, without zod: the home page's poll card loads them in the browser.

export const POLL_MESSAGES = {
  vote: 'Please choose an answer.',
  voted: 'Thank you for voting.',
  signIn: 'Sign in to vote.',
} as const;

/** A poll with its results as anyone may see them, plus the viewer's own vote. */
export interface PollResults {
  key: string;
  question: string;
  options: { label: string; votes: number }[];
  total: number;
  /** The viewer's current answer, null without one. */
  myVote: string | null;
}

/** Whole percentages of the total (0 when nobody voted). */
export function percentOf(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}
