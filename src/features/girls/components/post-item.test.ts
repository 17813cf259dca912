import { describe, expect, it } from 'vitest';
import { deletePostQuestion } from './post-item';

describe('the question before deleting a post', () => {
  it('names the photo or the video the post takes with it', () => {
    expect(deletePostQuestion('image')).toBe(
      'Delete this post? It leaves your profile with its photo and cannot be restored.',
    );
    expect(deletePostQuestion('video')).toBe(
      'Delete this post? It leaves your profile with its video and cannot be restored.',
    );
  });
  it('names no media for a text-only post', () => {
    expect(deletePostQuestion(null)).toBe('Delete this post? It leaves your profile and cannot be restored.');
  });
});
