import { describe, expect, it } from 'vitest';
import type { ModerationCounts } from './queue-items';
import { queueSummary } from './summary';

const none: ModerationCounts = {
  sessionGirlPictures: 0,
  sessionGirls: 0,
  girls: 0,
  scrapedWithoutEmail: 0,
  crawledProblemGirls: 0,
  photos: 0,
  scammerReports: 0,
  sessionGirlImages: 0,
  timewasterReports: 0,
  timewasterChanges: 0,
  sessionGirlReports: 0,
  flaggedChats: 4,
};

describe('queueSummary', () => {
  it('says nothing waits when every section is empty (flagged chats have their own card)', () => {
    expect(queueSummary(none)).toEqual({ waiting: 0, text: 'Nothing waits for a decision.' });
  });

  it('names only the sections that have items, in the queue’s order', () => {
    expect(queueSummary({ ...none, girls: 2, sessionGirlImages: 5, sessionGirlPictures: 1 })).toEqual({
      waiting: 8,
      text: '1 session-girl pictures, 2 new girls and 5 explicit images wait.',
    });
    expect(queueSummary({ ...none, photos: 3 }).text).toBe('3 photos wait.');
  });
});
