import { existsSync, readFileSync } from 'node:fs';
import { AXE_OFF, AXE_PAGE_KINDS, axeCoverageFile } from './axe';
import { E2E_WORKERS, e2eSlot } from './constants';

// Playwright's global teardown: which page kinds axe checked in this run, with the violating
// nodes it saw by impact (the non-blocking ones; a blocking one already failed its journey).
// A run of the whole suite must cover every kind in AXE_PAGE_KINDS: a journey that stops
// checking its page fails the run here.
export default function axeCoverage() {
  if (AXE_OFF) return console.log('[axe] E2E_AXE=off: the journeys ran without their checks');
  // Every slot's journeys wrote to their own data folder.
  const files = Array.from({ length: E2E_WORKERS }, (_, slot) => axeCoverageFile(e2eSlot(slot).dataDir));
  const lines = files.flatMap((file) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : []));
  const seen = new Map<string, Record<string, number>>();
  let ms = 0;
  let cpuMs = 0;
  for (const line of lines.filter(Boolean)) {
    const entry = JSON.parse(line) as { kind: string; counts: Record<string, number>[]; ms?: number; cpuMs?: number };
    const { kind, counts } = entry;
    ms += entry.ms ?? 0;
    cpuMs += entry.cpuMs ?? 0;
    const total = seen.get(kind) ?? {};
    for (const c of counts) for (const [impact, n] of Object.entries(c)) total[impact] = (total[impact] ?? 0) + n;
    seen.set(kind, total);
  }
  const missing = AXE_PAGE_KINDS.filter((kind) => !seen.has(kind));
  console.log(`[axe] ${seen.size} of ${AXE_PAGE_KINDS.length} page kinds checked at 390 and 1280 px, light and dark:`);
  for (const [kind, counts] of seen) console.log(`[axe]   ${kind}: ${JSON.stringify(counts)}`);
  // What the checks add to the suite. Their wall time, summed over the slots
  // and spread over the slots that ran side by side, counts every wait for a core the other slot
  // holds; the browsers' main-thread CPU is the work they add to the machine. With both cores busy
  // the suite grows by that CPU time over the cores, at most by all of it.
  const seconds = Math.round(ms / 1000);
  const cpuSeconds = Math.round(cpuMs / 1000);
  console.log(
    `[axe] ${lines.length} checks took ${seconds} s in all, about ${Math.round(seconds / E2E_WORKERS)} s of wall time;` +
      ` the browsers' main thread worked ${cpuSeconds} s for them`,
  );
  const wholeSuite = !process.argv.slice(2).some((arg) => /\.spec\.ts|^-g$|--grep/.test(arg));
  if (missing.length && wholeSuite) throw new Error(`axe checked no page of kind: ${missing.join(', ')}`);
  if (missing.length) console.log(`[axe]   not in this run: ${missing.join(', ')}`);
}
