import { describe, expect, it } from 'vitest';
import { visibilityNote } from './visibility-switch';

describe('the note under Show Profile', () => {
  it('says public only when she is approved and shown', () => {
    expect(visibilityNote(true, true)).toBe('Your profile is public.');
  });
  it('does not call a profile waiting for (or refused by) a moderator public', () => {
    expect(visibilityNote(true, false)).toBe('Your profile will be public once a moderator approves it.');
  });
  it('says hidden when she hid it, approved or not', () => {
    expect(visibilityNote(false, true)).toBe('Your profile is hidden.');
    expect(visibilityNote(false, false)).toBe('Your profile is hidden.');
  });
});
