import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedUnitFiles, needsIsolation } from '../tests/unit-isolation';

// The rule that keeps a unit file that mocks or stubs out of the shared module graph.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function checkoutWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'unit-isolation-'));
  roots.push(root);
  for (const folder of ['src', 'server', 'scripts']) mkdirSync(path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('needsIsolation', () => {
  it.each([
    "vi.mock('./auth', () => ({}));",
    "vi.doMock('./auth')",
    'beforeEach(() => vi.resetModules());',
    "vi.stubEnv('REDIS_URL', url)",
    "vi.stubGlobal('fetch', fetchMock)",
    "process.on('unhandledRejection', handler)",
    'vi\n  .mock("x")',
  ])('isolates a file that does %s', (source) => {
    expect(needsIsolation(source)).toBe(true);
  });
  it.each([
    "import { vi } from 'vitest'; const spy = vi.fn();",
    "vi.spyOn(console, 'warn')",
    'vi.mocked(console.log).mockRestore()',
    'const mockData = { stubEnvironment: 1 };',
    'process.once',
  ])('shares the module graph of a file that only does %s', (source) => {
    expect(needsIsolation(source)).toBe(false);
  });
});

describe('isolatedUnitFiles', () => {
  it('lists the unit files that need isolation, in every unit folder and only there', () => {
    const root = checkoutWith({
      'src/a/mocks.test.ts': "vi.mock('./x');",
      'src/a/pure.test.ts': 'expect(1).toBe(1);',
      'src/b/view.test.tsx': "vi.stubGlobal('document', {});",
      'server/cache.test.mjs': "vi.stubEnv('A', 'b');",
      'scripts/tool.test.ts': 'vi.resetModules();',
      'src/a/not-a-test.ts': "vi.mock('./x');",
      'server/other.test.ts': "vi.mock('./x');",
    });
    expect(isolatedUnitFiles(root)).toEqual([
      'scripts/tool.test.ts',
      'server/cache.test.mjs',
      'src/a/mocks.test.ts',
      'src/b/view.test.tsx',
    ]);
  });
  it("finds this project's files that mock or stub", () => {
    const files = isolatedUnitFiles(path.resolve(import.meta.dirname, '..'));
    expect(files).toContain('src/server/auth/actor.test.ts');
    expect(files).toContain('server/cache-handler.test.mjs');
  });
});
