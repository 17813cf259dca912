import 'server-only';

/**
 * "At most once a minute per process": expired guard rows (rate-limit windows, used captcha
 * solutions) are swept on the way of a write, so the tables stay small without a scheduler. Every
 * instance sweeps on its own; the deletes are idempotent.
 */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new Map<string, number>();

export function sweepDue(table: string, now: number): boolean {
  const last = lastSweep.get(table);
  if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return false;
  lastSweep.set(table, now);
  return true;
}
