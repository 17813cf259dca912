import { z } from 'zod';

// Spec §4 "Poll votes": a first vote inserts; a later one updates the user's vote for that poll.

export const POLL_MESSAGES = {
  vote: 'Please choose an answer.',
  voted: 'Thank you for voting.',
  signIn: 'Sign in to vote.',
} as const;

/** POST /api/v1/poll-votes: attributes {poll, vote} (the poll's key and one of its options). */
export const PollVoteSchema = z.object({
  poll: z.string({ error: 'poll is required' }).trim().min(1, 'poll is required').max(100),
  vote: z.string({ error: POLL_MESSAGES.vote }).trim().min(1, POLL_MESSAGES.vote).max(200),
});
export type PollVoteValues = z.output<typeof PollVoteSchema>;

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
