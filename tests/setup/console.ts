import { beforeEach, vi } from 'vitest';

// House style: a console.error in a test fails it, so real errors cannot scroll by unnoticed.
// A test that expects one says so: vi.spyOn(console, 'error').mockImplementation(() => {}).
beforeEach(() => {
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error('console.error was called (see above). Mock it in the test if it is expected.');
  });
  return () => vi.mocked(console.error).mockRestore();
});
