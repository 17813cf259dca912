import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFirstInput } from './first-input';

// The unit project runs in Node: the document is an EventTarget, which is all the helper uses.
beforeEach(() => void vi.stubGlobal('document', new EventTarget()));
afterEach(() => void vi.unstubAllGlobals());

const fire = (type: string) => document.dispatchEvent(new Event(type));

describe('onFirstInput', () => {
  it.each(['pointerdown', 'keydown', 'focusin'])('runs once, at the first %s, and not again', (type) => {
    const run = vi.fn();
    onFirstInput(run);
    fire('scroll');
    fire('pointermove');
    expect(run).not.toHaveBeenCalled();
    fire(type);
    fire('keydown');
    fire('pointerdown');
    fire('focusin');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once its returned stop was called', () => {
    const run = vi.fn();
    onFirstInput(run)();
    fire('pointerdown');
    fire('keydown');
    expect(run).not.toHaveBeenCalled();
  });
});
