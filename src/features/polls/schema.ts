import { z } from 'zod';
import { POLL_MESSAGES } from './results';

// Spec §4 "Poll votes": a first vote inserts; a later one updates the user's vote for that poll.

export { POLL_MESSAGES, percentOf, type PollResults } from './results';

export const PollVoteSchema = z.object({
  poll: z.string({ error: 'poll is required' }).trim().min(1, 'poll is required').max(100),
  vote: z.string({ error: POLL_MESSAGES.vote }).trim().min(1, POLL_MESSAGES.vote).max(200),
});
export type PollVoteValues = z.output<typeof PollVoteSchema>;
