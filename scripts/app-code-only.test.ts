import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isTestFile, ROOT, sourceFilesUnder } from '../tests/helpers/import-graph';

// src/ holds the application; what only tests use (fixtures, helpers, sample profiles) lives in
// tests/. A module of src/ that no application code imports (only tests) fails here, naming it.
// Application code is src/, scripts/ and server/ without their test files; Next's own entries
// (src/app, proxy.ts, instrumentation.ts, instrumentation-client.ts) are imported by the framework.

const FRAMEWORK_ENTRIES = [
  /^src\/app\//,
  /^src\/proxy\.ts$/,
  /^src\/instrumentation\.ts$/,
  /^src\/instrumentation-client\.ts$/,
  /\.d\.ts$/,
  /\/migrations\//,
];

const relative = (file: string) => path.relative(ROOT, file);

/** Every module some application file imports (statically, dynamically, by re-export or for its types). */
function importedByApplication(files: string[]): Set<string> {
  const imported = new Set<string>();
  for (const file of files) for (const { file: target } of importsOf(file)) if (target) imported.add(relative(target));
  return imported;
}

describe('src holds application code only', () => {
  const application = ['src', 'scripts', 'server'].flatMap(sourceFilesUnder).filter((file) => !isTestFile(file));
  const imported = importedByApplication(application);

  it('has no module that only tests import', () => {
    const modules = sourceFilesUnder('src')
      .map(relative)
      .filter((file) => !isTestFile(file) && !FRAMEWORK_ENTRIES.some((entry) => entry.test(file)));
    expect(modules.length).toBeGreaterThan(300);
    expect(modules.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('would name a fixture that sits in src', () => {
    expect(imported.has('src/features/ai-chat/chat-profile.ts')).toBe(true);
    expect(imported.has('tests/fixtures/chat-profile.ts')).toBe(false);
  });
});
