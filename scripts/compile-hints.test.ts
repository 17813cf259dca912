import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

// A build's shape as Next 16 writes it: the root main files, the page entries, and one
// client-reference manifest per page naming its entries' chunks.
let nextDir: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(nextDir, file)), { recursive: true });
  writeFileSync(path.join(nextDir, file), text);
}
const chunk = (name: string) => `static/chunks/${name}.js`;
const read = (name: string) => readFileSync(path.join(nextDir, chunk(name)), 'utf8');

function clientManifest(entry: string, entryJSFiles: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(entry)}]=${JSON.stringify({ entryJSFiles })};`;
}

beforeEach(() => {
  nextDir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: [chunk('runtime'), chunk('react-dom')] }));
  write(
    'server/app-paths-manifest.json',
    JSON.stringify({ '/(home)/page': 'app/(home)/page.js', '/api/x/route': 'x' }),
  );
  write(
    'server/app/(home)/page_client-reference-manifest.js',
    clientManifest('/(home)/page', {
      '[project]/src/app/layout': [chunk('layout')],
      '[project]/src/app/(home)/page': [chunk('layout'), chunk('home')],
      '[project]/src/app/global-error': [chunk('global-error')],
    }),
  );
  for (const name of ['runtime', 'react-dom', 'layout', 'home', 'global-error', 'dialog'])
    write(chunk(name), `(globalThis.TURBOPACK||=[]).push(["${name}"]);\n`);
});

afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it('puts the hint on the first line of every chunk a page loads at start, and nowhere else', () => {
    const { hinted, total } = addCompileHints(nextDir);
    expect(hinted.sort()).toEqual(['global-error', 'home', 'layout', 'react-dom', 'runtime'].map(chunk));
    expect(total).toBe(5);
    for (const name of ['runtime', 'react-dom', 'layout', 'home', 'global-error']) {
      expect(read(name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push(["${name}"]);\n`);
    }
    // Loaded later (no script tag of the page): V8 keeps compiling it lazily.
    expect(read('dialog').startsWith('//')).toBe(false);
  });

  it('is the exact comment V8 reads: the first line, nothing before it', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves a hinted build as it is when run again', () => {
    addCompileHints(nextDir);
    const before = read('runtime');
    expect(addCompileHints(nextDir).hinted).toEqual([]);
    expect(read('runtime')).toBe(before);
  });

  it('names the page whose client manifest is missing', () => {
    rmSync(path.join(nextDir, 'server/app/(home)/page_client-reference-manifest.js'));
    expect(() => addCompileHints(nextDir)).toThrow(/no client manifest for \/\(home\)\/page/);
  });
});
