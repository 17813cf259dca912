import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the queue's client components load in the browser (decision 051): no validation library.
// zod and the form library were about 180 KB of the page's JavaScript, evaluated at every load.

const SRC = path.resolve(import.meta.dirname, '../../..');
const HEAVY = /^(zod|react-hook-form|@hookform\/)/;

function resolve(from: string, spec: string): string {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
  return file ?? base;
}

/** The modules a file's value imports reach (an `import type`, or one naming only types, loads nothing). */
function reached(entries: string[]): Map<string, string> {
  const via = new Map<string, string>(entries.map((entry) => [entry, '']));
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!file.startsWith('/')) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, names, spec] of source.matchAll(/^import\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)'/gm)) {
      const onlyTypes =
        /^\{[\s\S]*\}$/.test(names!) &&
        names!
          .slice(1, -1)
          .split(',')
          .every((n) => /^\s*(type\s|$)/.test(n));
      if (onlyTypes) continue;
      const target = spec!.startsWith('.') || spec!.startsWith('@/') ? resolve(file, spec!) : spec!;
      if (via.has(target)) continue;
      via.set(target, file);
      queue.push(target);
    }
  }
  return via;
}

describe('the moderation queue in the browser', () => {
  it('loads no validation or form library', () => {
    const folder = import.meta.dirname;
    const clients = readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => path.join(folder, name))
      .filter((file) => readFileSync(file, 'utf8').startsWith("'use client'"));
    expect(clients.length).toBeGreaterThan(5);
    const heavy = [...reached(clients)].filter(([module]) => HEAVY.test(module));
    expect(heavy.map(([module, from]) => `${path.relative(SRC, from)} imports ${module}`)).toEqual([]);
  });

  it('loads no validation or form library with the page, appeals or none (they come with the appeals)', () => {
    // Every client component the page's server modules import is in the page's first load, rendered or
    // not: the appeals section (zod, the form library) was downloaded with every queue (decision 051).
    const page = path.join(SRC, 'app/admin/moderate/page.tsx');
    const clients = [...reached([page]).keys()].filter(
      (file) => file.startsWith('/') && existsSync(file) && readFileSync(file, 'utf8').startsWith("'use client'"),
    );
    expect(clients.length).toBeGreaterThan(5);
    const heavy = [...reached(clients)].filter(([module]) => HEAVY.test(module));
    expect(heavy.map(([module, from]) => `${path.relative(SRC, from)} imports ${module}`)).toEqual([]);
  });

  it('hydrates no Radix Select on load: the filter bar’s selects are native', () => {
    // A closed Radix Select mounts its items, which set state in the hydration's commit: React then
    // re-renders them synchronously in the same task (decision 051, session 15).
    const filterBar = path.join(import.meta.dirname, 'queue-filter-bar.tsx');
    const select = [...reached([filterBar])].filter(
      ([module]) => module === path.join(SRC, 'components/ui/select.tsx') || module === 'radix-ui',
    );
    expect(select.map(([module, from]) => `${path.relative(SRC, from)} imports ${module}`)).toEqual([]);
  });

  it('loads no Radix with the page or the admin navigation: refusals and the phone’s menu load theirs on first use', () => {
    // The reason fields with the alert dialog of a refusal that deletes, and the admin sheet's dialog,
    // were in every queue's first load, used or not (decision 051, session 18).
    const entries = ['app/admin/moderate/page.tsx', 'app/admin/layout.tsx'].map((file) => path.join(SRC, file));
    const clients = [...reached(entries).keys()].filter(
      (file) => file.startsWith('/') && existsSync(file) && readFileSync(file, 'utf8').startsWith("'use client'"),
    );
    expect(clients.length).toBeGreaterThan(5);
    const radix = [...reached(clients)].filter(([module]) => /^(radix-ui|@radix-ui\/)/.test(module));
    expect(radix.map(([module, from]) => `${path.relative(SRC, from)} imports ${module}`)).toEqual([]);
  });
});
