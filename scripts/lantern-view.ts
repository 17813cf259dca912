// What Lighthouse's simulation (Lantern) made of one run: the tasks its TBT counted and the requests
// and tasks its LCP waited for, each at its simulated time. Lantern keeps only the tasks of 10 ms of
// wall time or more (and the first parse, layout and paint), multiplies them by the CPU slowdown,
// and counts each one's time over 50 ms between its simulated FCP and TTI; its LCP is the mean of an
// optimistic graph (render-blocking requests) and a pessimistic one (every request that ended
// before the observed LCP, and every task that started before it and ran those scripts or laid out).
import type { RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

interface ChildEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}

export interface GraphNode {
  type: 'cpu' | 'network';
  childEvents?: ChildEvent[];
  request?: { url: string; transferSize?: number; resourceType?: string };
}

export interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}

interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}

interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);

/** A task's costliest child events, named the way the tasks table names them. */
export function describeCpuNode(node: GraphNode): string {
  const totals = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const url = event.args?.data?.url;
    const key =
      event.name === 'EvaluateScript' || event.name === 'FunctionCall' || event.name === 'v8.compile'
        ? `${event.name} ${url ? shortUrl(url) : ''}`.trim()
        : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals]
    .filter(([name]) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/** The blocking tasks of one TBT estimate: Lantern's own rule, task by task. */
export function blockingRows(estimate: Estimate, fromMs: number, toMs: number) {
  const rows: { start: number; duration: number; blocking: number; what: string }[] = [];
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < 50) continue;
    const start = Math.max(timing.startTime, fromMs);
    const end = Math.min(timing.endTime, toMs);
    const blocking = end - start >= 50 ? end - start - 50 : 0;
    rows.push({ start: timing.startTime, duration: timing.duration, blocking, what: describeCpuNode(node) });
  }
  return rows.sort((a, b) => a.start - b.start);
}

/** The pessimistic LCP graph's parts: what the slower half of Lantern's LCP waited for. */
export function lcpRows(estimate: Estimate) {
  return [...estimate.nodeTimings]
    .map(([node, timing]) => ({
      start: timing.startTime,
      end: timing.endTime,
      what:
        node.type === 'network'
          ? `GET ${shortUrl(node.request?.url ?? '?')} ${((node.request?.transferSize ?? 0) / 1024).toFixed(1)} KB`
          : `task ${timing.duration.toFixed(0)} ms: ${describeCpuNode(node)}`,
    }))
    .sort((a, b) => a.end - b.end);
}

type Computed = { request: (d: never, c: never) => Promise<unknown> };

/** Lighthouse's computed metrics of one run, fed its own artifacts and `settings` (its own by default). */
function lanternOf(result: RunnerResult, settings = result.lhr.configSettings, trace = result.artifacts.Trace) {
  const { artifacts } = result;
  const data = {
    trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  return (metric: Computed) => metric.request(data as never, context as never) as Promise<LanternResult>;
}

/**
 * The run's LCP and TBT simulated again at another CPU slowdown: the same observed load, the same
 * network, only the multiplier of the main thread's tasks changed (Lighthouse's audits at that setting).
 * `trace`: another trace of the same load in place of the run's own (scripts/main-thread-cpu.ts).
 */
export async function simulatedAt(
  result: RunnerResult,
  cpuSlowdown: number,
  trace = result.artifacts.Trace,
): Promise<{ lcpMs: number; tbtMs: number }> {
  const settings = result.lhr.configSettings;
  const request = lanternOf(
    result,
    { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier: cpuSlowdown } },
    trace,
  );
  const lcp = await request(LanternLargestContentfulPaint);
  const tbt = await request(LanternTotalBlockingTime);
  return { lcpMs: lcp.timing, tbtMs: tbt.timing };
}

/** Lantern's FCP, LCP, TTI and TBT of one run, recomputed from its artifacts, and their parts. */
export async function lanternView(result: RunnerResult): Promise<string[]> {
  const request = lanternOf(result);
  const fcp = await request(LanternFirstContentfulPaint);
  const tti = await request(LanternInteractive);
  const lcp = await request(LanternLargestContentfulPaint);
  const tbt = await request(LanternTotalBlockingTime);
  const ms = (value: number) => value.toFixed(0);
  const lines = [
    `lantern: FCP ${ms(fcp.timing)} (opt ${ms(fcp.optimisticEstimate.timeInMs)}, pess ${ms(fcp.pessimisticEstimate.timeInMs)}); ` +
      `LCP ${ms(lcp.timing)} (opt ${ms(lcp.optimisticEstimate.timeInMs)}, pess ${ms(lcp.pessimisticEstimate.timeInMs)}); ` +
      `TTI ${ms(tti.timing)}; TBT ${ms(tbt.timing)} (opt ${ms(tbt.optimisticEstimate.timeInMs)}, pess ${ms(tbt.pessimisticEstimate.timeInMs)})`,
  ];
  // Lantern pairs the optimistic TBT with the pessimistic FCP and the optimistic TTI, and back.
  const halves = [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ] as const;
  for (const [label, estimate, from, to] of halves) {
    lines.push(`  TBT ${label}: tasks ≥ 50 ms simulated (FCP ${ms(from)} → TTI ${ms(to)}); start, ms, blocking, what`);
    for (const row of blockingRows(estimate, from, to)) {
      lines.push(
        `    ${ms(row.start).padStart(6)} ${ms(row.duration).padStart(5)} ${ms(row.blocking).padStart(5)}  ${row.what}`,
      );
    }
  }
  lines.push('  LCP pessimistic graph: start → end (simulated ms), what');
  for (const row of lcpRows(lcp.pessimisticEstimate)) {
    lines.push(`    ${ms(row.start).padStart(6)} → ${ms(row.end).padStart(6)}  ${row.what}`);
  }
  return lines;
}
