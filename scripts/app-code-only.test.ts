import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// src/ holds the application; what only tests use (fixtures, helpers, sample profiles) lives in
// tests/. A module of src/ that no application code imports (only tests) fails here, naming it.
// Application code is src/, scripts/ and server/ without their test files; Next's own entries
// (src/app, proxy.ts, instrumentation.ts, instrumentation-client.ts) are imported by the framework.

const root = path.resolve(import.meta.dirname, '..');
const isTest = (file: string) => /\.test\.(ts|tsx|mjs)$/.test(file);
const FRAMEWORK_ENTRIES = [
  /^src\/app\//,
  /^src\/proxy\.ts$/,
  /^src\/instrumentation\.ts$/,
  /^src\/instrumentation-client\.ts$/,
  /\.d\.ts$/,
  /\/migrations\//,
];

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')];
  return (
    candidates.find(
      (candidate) =>
        fs.existsSync(path.join(root, candidate)) && !fs.statSync(path.join(root, candidate)).isDirectory(),
    ) ?? null
  );
}

/** Every src module some application file imports (statically, dynamically or by re-export). */
function importedByApplication(files: string[]): Set<string> {
  const imported = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]!);
      if (target) imported.add(target);
    }
  }
  return imported;
}

describe('src holds application code only', () => {
  const application = ['src', 'scripts', 'server'].flatMap(filesUnder).filter((file) => !isTest(file));
  const imported = importedByApplication(application);

  it('has no module that only tests import', () => {
    const modules = filesUnder('src').filter(
      (file) => !isTest(file) && !FRAMEWORK_ENTRIES.some((entry) => entry.test(file)),
    );
    expect(modules.length).toBeGreaterThan(300);
    expect(modules.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('would name a fixture that sits in src', () => {
    expect(imported.has('src/features/ai-chat/chat-profile.ts')).toBe(true);
    expect(imported.has('tests/fixtures/chat-profile.ts')).toBe(false);
  });
});
