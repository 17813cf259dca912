import { describe, expect, it } from 'vitest';
import { QUEUE_SECTIONS } from './sections';

describe('the moderation queue’s sections', () => {
  it('start with the spec’s five, in the spec’s order', () => {
    expect(QUEUE_SECTIONS.slice(0, 5).map((section) => section.title)).toEqual([
      'Sessiongirls profile picture approvals',
      'Sessiongirls profile approvals',
      'Matside girls profile approvals',
      'Add email to scraped SessionGirl',
      'New Problem Girls Crawled',
    ]);
  });

  it('list every section of the queue once', () => {
    const keys = QUEUE_SECTIONS.map((section) => section.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(
      [
        'crawledProblemGirls',
        'girls',
        'photos',
        'scammerReports',
        'scrapedWithoutEmail',
        'sessionGirlImages',
        'sessionGirlPictures',
        'sessionGirlReports',
        'sessionGirls',
        'timewasterReports',
        'timewasterChanges',
      ].sort(),
    );
  });
});
