// The CPU slowdown for Lighthouse's simulated throttling, calibrated from the host's own
// benchmarkIndex, so that a run means the same mid-tier phone on a fast host and on a slow one.
//
// Lighthouse's fixed 4x assumes a high-end desktop host (benchmarkIndex 1500–2000); on a slower
// host it multiplies slower task times by the same 4 and reads worse than any phone. The mapping
// is the one Lighthouse's throttling documentation points to for calibrating
// (docs/throttling.md, "Calibrating the CPU slowdown": the Lighthouse CPU slowdown calculator,
// github.com/patrickhulce/lighthouse-cpu-throttling-calculator, computeMultiplierMessages):
//   index ≥ 1300: 3 + (index − 1300) / 233   (1300 → 3x, 1533 → 4x, 1766 → 5x, 2000 → 6x)
//   800–1300:     2 + (index − 800) / 500    (800 → 2x)
//   150–800:      1 + (index − 150) / 650    (150 → 1x)
//   below 150:    too slow to emulate the target device at all.

/** The documented multiplier for a host whose Lighthouse benchmarkIndex is `index`; null below 150. */
export function cpuSlowdownFor(index: number): number | null {
  if (!Number.isFinite(index) || index < 150) return null;
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + (index - 150) / 650;
}
