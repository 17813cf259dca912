import { describe, expect, it } from 'vitest';
import { openSections } from './open-sections';
import type { QueueCounts } from './queue-items';
import { QUEUE_SECTIONS } from './sections';

const none = Object.fromEntries(QUEUE_SECTIONS.map(({ key }) => [key, 0])) as QueueCounts;

describe('the sections the queue opens at first', () => {
  it('opens the first section with items alone when it fills the page', () => {
    const counts = { ...none, sessionGirls: 300, girls: 300, photos: 300 };
    expect([...openSections(counts, {})]).toEqual(['sessionGirls']);
  });

  it('opens sections in order until about ten items show, skipping the empty ones', () => {
    const counts = { ...none, sessionGirlPictures: 4, girls: 5, photos: 3, scammerReports: 8 };
    expect([...openSections(counts, {})]).toEqual(['sessionGirlPictures', 'girls', 'photos']);
  });

  it('opens a section the address names a page of, even past the first ones', () => {
    const counts = { ...none, sessionGirls: 300, photos: 300, scammerReports: 0 };
    expect([...openSections(counts, { photos: 1, scammerReports: 2 })]).toEqual([
      'sessionGirls',
      'photos',
      'scammerReports',
    ]);
  });

  it('opens nothing when nothing waits', () => {
    expect(openSections(none, {}).size).toBe(0);
  });
});
