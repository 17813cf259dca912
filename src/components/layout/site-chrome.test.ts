import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every client module a server component renders is a reference row in each page's RSC flight data,
// and whatever a server component renders around it crosses a second time as flight data beside the
// HTML. The chrome is on every page (decision 049, session 20).

const src = path.resolve(import.meta.dirname, '../..');

function moduleFile(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending).find((file) => existsSync(file)) ?? null
  );
}

function isClientModule(file: string): boolean {
  return /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
}

function clientImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map((match) => match[1]!);
  return specifiers.filter((specifier) => {
    const target = moduleFile(specifier, file);
    return target !== null && isClientModule(target);
  });
}

describe('the root layout', () => {
  it('renders the chrome as one client module (and the search box it is given), not island by island', () => {
    expect(clientImportsOf(path.join(src, 'app/layout.tsx'))).toEqual([
      '@/components/layout/site-chrome',
      '@/features/search/components/site-search-box',
    ]);
  });
});
