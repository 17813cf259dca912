import { describe, expect, it } from 'vitest';
import { visibilityToast } from './visibility-messages';

describe('visibility toasts (spec §4)', () => {
  it('maps the outcome to the spec texts', () => {
    expect(visibilityToast({ ok: true, visible: true })).toEqual({ kind: 'success', message: 'Profile is now public' });
    expect(visibilityToast({ ok: true, visible: false })).toEqual({
      kind: 'success',
      message: 'Profile is now hidden',
    });
    expect(visibilityToast({ ok: false })).toEqual({ kind: 'error', message: 'Failed to change visibility' });
  });
});
