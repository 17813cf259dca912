import { describe, expect, it } from 'vitest';
import { reasonParagraphs } from './types';

describe('reasonParagraphs', () => {
  it('shows the reason once when the description repeats it', () => {
    expect(reasonParagraphs({ reasonWhy: 'Took deposits', description: ' Took deposits ' })).toEqual(['Took deposits']);
  });

  it('adds a description that says something else', () => {
    expect(reasonParagraphs({ reasonWhy: 'Took deposits', description: 'Never showed up' })).toEqual([
      'Took deposits',
      'Never showed up',
    ]);
  });

  it('uses the spec placeholder without a reason', () => {
    expect(reasonParagraphs({ reasonWhy: null, description: null })).toEqual(['Reason is null.']);
    expect(reasonParagraphs({ reasonWhy: ' ', description: 'Never showed up' })).toEqual([
      'Reason is null.',
      'Never showed up',
    ]);
  });
});
