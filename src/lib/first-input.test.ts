import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAtFirstInput, onFirstInput, retryingLoader } from './first-input';

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

// A fetch that fails, then succeeds: the browser was offline, then online again.
function flakyFetch() {
  let failuresLeft = 1;
  return vi.fn(() =>
    failuresLeft-- > 0 ? Promise.reject(new Error('Failed to load chunk')) : Promise.resolve({ loaded: true }),
  );
}

describe('retryingLoader', () => {
  it('shares one fetch between callers once it succeeded', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ loaded: true }));
    const load = retryingLoader(fetchModule);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch: the next call fetches again', async () => {
    const fetchModule = flakyFetch();
    const load = retryingLoader(fetchModule);
    await expect(load()).rejects.toThrow('Failed to load chunk');
    await expect(load()).resolves.toEqual({ loaded: true });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});

describe('loadAtFirstInput', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches nothing before the first input, then hands the module over', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ loaded: true }));
    const loaded = vi.fn();
    loadAtFirstInput(fetchModule, loaded);
    await settle();
    expect(fetchModule).not.toHaveBeenCalled();
    fire('keydown');
    await settle();
    expect(loaded).toHaveBeenCalledWith({ loaded: true });
    fire('keydown');
    await settle();
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next input after a failed fetch, and no sooner', async () => {
    const fetchModule = flakyFetch();
    const loaded = vi.fn();
    loadAtFirstInput(fetchModule, loaded);
    fire('pointerdown');
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    await settle();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    fire('focusin');
    await settle();
    expect(fetchModule).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledWith({ loaded: true });
  });

  it('neither hands over nor retries once stopped', async () => {
    const fetchModule = flakyFetch();
    const loaded = vi.fn();
    const stop = loadAtFirstInput(fetchModule, loaded);
    fire('keydown');
    stop();
    await settle();
    fire('keydown');
    await settle();
    expect(fetchModule).toHaveBeenCalledTimes(1);

    const succeeding = vi.fn(() => Promise.resolve({ loaded: true }));
    const stopLater = loadAtFirstInput(succeeding, loaded);
    fire('keydown');
    stopLater();
    await settle();
    expect(succeeding).toHaveBeenCalledTimes(1);
    expect(loaded).not.toHaveBeenCalled();
  });
});
