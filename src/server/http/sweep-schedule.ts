import 'server-only';

/** Expired guard rows are swept at most once a minute per process, on the way of a write. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new Map<string, number>();

export function sweepDue(table: string, now: number): boolean {
  const last = lastSweep.get(table);
  if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return false;
  lastSweep.set(table, now);
  return true;
}
