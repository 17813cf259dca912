import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INTEGRATION_DIR,
  ON_BOTH_DATABASES,
  ON_PGLITE_ONLY,
  integrationFilesByDatabase,
} from '../tests/integration-databases';

// The check that keeps a new integration file from silently skipping the choice of databases.

const roots: string[] = [];
function checkoutWith(files: string[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'integration-databases-'));
  roots.push(root);
  mkdirSync(path.join(root, INTEGRATION_DIR), { recursive: true });
  for (const file of files) writeFileSync(path.join(root, INTEGRATION_DIR, file), '');
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const listed = [...Object.keys(ON_BOTH_DATABASES), ...ON_PGLITE_ONLY];

describe('integrationFilesByDatabase', () => {
  it('puts every file on PGlite and the listed ones on PostgreSQL too', () => {
    const { pglite, postgres } = integrationFilesByDatabase(checkoutWith([...listed, 'helpers.ts']));
    expect(pglite).toHaveLength(listed.length);
    expect(postgres).toEqual(Object.keys(ON_BOTH_DATABASES).map((file) => `${INTEGRATION_DIR}/${file}`));
    expect(postgres).toContain(`${INTEGRATION_DIR}/seed.test.ts`);
    expect(pglite).toContain(`${INTEGRATION_DIR}/contact.test.ts`);
  });

  it('refuses a new file that is in neither list, naming it', () => {
    expect(() => integrationFilesByDatabase(checkoutWith([...listed, 'new-feature.test.ts']))).toThrow(
      /new-feature\.test\.ts is in neither list/,
    );
  });

  it('refuses a listed file that is gone', () => {
    expect(() => integrationFilesByDatabase(checkoutWith(listed.filter((file) => file !== 'seed.test.ts')))).toThrow(
      /seed\.test\.ts does not exist/,
    );
  });

  it('matches the files in this checkout', () => {
    expect(() => integrationFilesByDatabase(path.resolve(import.meta.dirname, '..'))).not.toThrow();
  });
});

it('lists no file twice', () => {
  expect(Object.keys(ON_BOTH_DATABASES).filter((file) => ON_PGLITE_ONLY.includes(file))).toEqual([]);
  expect(new Set(ON_PGLITE_ONLY).size).toBe(ON_PGLITE_ONLY.length);
});
