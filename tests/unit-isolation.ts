// Which unit test files run isolated (decision 033).
//
// Vitest's default gives every test file a fresh module graph in its worker: each of the ~115 unit
// files imported React, zod, date-fns and the app's modules again, and those imports were about
// two thirds of the unit step's CPU. Most unit files test pure rules, parsers and markup and share
// no mutable state, so they run without that isolation (`isolate: false`): a module imported by
// several files is evaluated once per worker.
//
// A file still gets a fresh module graph when it changes what other files would import or see:
//
//   vi.mock / vi.doMock   a mocked module is only taken by importers evaluated after the mock, so
//                         in a shared graph it may be ignored (the importer is cached) or leak;
//   vi.resetModules       it asks for fresh modules itself;
//   vi.stubEnv / vi.stubGlobal   process-wide values the next file would inherit;
//   process.on(           a listener left on the process.
//
// The rule reads the file's text, so a new file that mocks is isolated without anyone listing it.
// A file that counts in shared module state (a metrics registry, say) compares before and after
// rather than assume it starts at zero, as server/observability.test.mjs's cache counters do.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where unit tests live: each folder (relative to the project root) with its test files' extensions. */
const UNIT_TEST_FOLDERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['src', ['ts', 'tsx']],
  ['server', ['mjs']],
  ['scripts', ['ts']],
];

/** The same files as vitest globs, for vitest.config.ts's unit projects. */
export const UNIT_TEST_GLOBS = UNIT_TEST_FOLDERS.map(([folder, extensions]) =>
  extensions.length === 1 ? `${folder}/**/*.test.${extensions[0]}` : `${folder}/**/*.test.{${extensions.join(',')}}`,
);

const NEEDS_ISOLATION = /\bvi\s*\.\s*(?:mock|doMock|resetModules|stubEnv|stubGlobal)\s*\(|\bprocess\s*\.\s*on\s*\(/;

/** Whether a unit test file's text asks for a module graph of its own (the rule above). */
export function needsIsolation(source: string): boolean {
  return NEEDS_ISOLATION.test(source);
}

/** The unit test files that run isolated, relative to `root`, sorted. */
export function isolatedUnitFiles(root: string): string[] {
  return UNIT_TEST_FOLDERS.flatMap(([folder, extensions]) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => extensions.some((extension) => file.endsWith(`.test.${extension}`)))
      .filter((file) => !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  )
    .filter((file) => needsIsolation(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
