import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A decision is read by people: the longest (049, every session's measurements) is ~250 KB. A file
// far past that is a broken edit, as when decision 055's paragraph was written once before each of
// its characters (16 MB), which every clone then carried.
const DECISIONS = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
const LIMIT_BYTES = 400_000;

function oversized(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md') && statSync(path.join(folder, name)).size > LIMIT_BYTES)
    .map((name) => `${name}: ${statSync(path.join(folder, name)).size} bytes`);
}

describe('decision files', () => {
  it('are each under 400 KB', () => {
    expect(readdirSync(DECISIONS).length).toBeGreaterThan(50);
    expect(oversized(DECISIONS)).toEqual([]);
  });

  it('would name one over the limit', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
    try {
      writeFileSync(path.join(folder, '001-short.md'), '# 001 – Short\n');
      writeFileSync(path.join(folder, '002-broken.md'), 'x'.repeat(LIMIT_BYTES + 1));
      expect(oversized(folder)).toEqual([`002-broken.md: ${LIMIT_BYTES + 1} bytes`]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
