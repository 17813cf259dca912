import type { ModerationCounts } from './queue-items';
import { QUEUE_SECTIONS } from './sections';

// What the /admin index says waits in the moderation queue. Pure: the page and its unit test use it.

const PARTS = QUEUE_SECTIONS.map(({ key, summary }) => [key, summary] as const);

/** How many items wait in the queue, and a sentence naming the sections that have any. */
export function queueSummary(counts: ModerationCounts): { waiting: number; text: string } {
  const present = PARTS.filter(([key]) => counts[key] > 0);
  const waiting = present.reduce((sum, [key]) => sum + counts[key], 0);
  if (waiting === 0) return { waiting, text: 'Nothing waits for a decision.' };
  const named = present.map(([key, label]) => `${counts[key]} ${label}`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return { waiting, text: `${list} wait.` };
}
