// The CI run's time budget: 25 minutes on a machine of the reference speed, scaled
// by how fast this machine is right now, so a slower suite fails the submission that slowed it and a
// slower machine does not. `.ci/run` calls it after `npm ci`, with the machine otherwise idle.
//
// The speed is a fixed piece of single-threaded work of the suite's kind (objects, strings, a sort,
// JSON, hashing), timed five times; the median against REFERENCE_MS, measured (197–238 ms) on the
// idle 2 cores where the suite's whole run took 14–15 minutes (2026-11-25). The factor is at least
// 1 (a faster machine keeps 25 minutes) and at most MAX_FACTOR (60 minutes), under CI's own 90.
// Prints the budget in seconds on stdout, and how it was reached on stderr.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const BUDGET_MINUTES = 25;
export const REFERENCE_MS = 205;
export const MAX_FACTOR = 2.4;

export function budgetSeconds(calibrationMs: number, referenceMs = REFERENCE_MS): { seconds: number; factor: number } {
  const factor = Math.min(MAX_FACTOR, Math.max(1, calibrationMs / referenceMs));
  return { seconds: Math.round(BUDGET_MINUTES * 60 * factor), factor };
}

const HASHED = Buffer.alloc(16 * 1024 * 1024, 7);

function work(): number {
  const rows = Array.from({ length: 150_000 }, (_, i) => ({
    id: i,
    name: `girl-${(i * 7919) % 150_000}`,
    score: Math.sin(i),
  }));
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
  return copy.length + createHash('sha256').update(HASHED).digest()[0]!;
}

export function calibrate(runs = 5): number {
  work(); // warm-up: compiled code, allocated heap
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const calibrationMs = calibrate();
  const { seconds, factor } = budgetSeconds(calibrationMs);
  console.error(
    `[ci] machine speed: the calibration took ${calibrationMs.toFixed(0)} ms (${REFERENCE_MS} ms on the reference machine): ` +
      `budget ${BUDGET_MINUTES} min × ${factor.toFixed(2)} = ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
  );
  console.log(seconds);
}
