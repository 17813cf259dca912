// npm run bench:lighthouse:tasks – what a page's main thread does, from Lighthouse's own traces, in
// figures that do not depend on the machine's load: each top-level task's thread time (`tdur`, CPU)
// beside its wall time, what it is (its costliest event: which chunk evaluated, HTML parsed,
// style and layout, a timer…), and the TBT a CPU slowdown m would make of them,
// Σ max(0, m·cpu − 50 ms) over the tasks after the first paint. Also the LCP element and its phases.
// Settings: LIGHTHOUSE_RUNS (3), LIGHTHOUSE_ONLY (page names), LIGHTHOUSE_CPU_SLOWDOWN (the m of
// the projection and of the runs; the calibrated one by default), TASKS_MIN_MS (1: the smallest
// task's CPU listed), LIGHTHOUSE_REPORT_DIR (keeps each run's report and trace).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import LHTraceProcessor from 'lighthouse/core/lib/lh-trace-processor.js';
import { withBenchSite } from './bench-server';
import { audit, calibrate, lighthousePages, median, pageCookie, withChromium } from './lighthouse-audit';
import { mainThreadTasks, projectedTbtMs, taskRows } from './main-thread-cpu';

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const fixedSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null;
const minMs = Number(process.env.TASKS_MIN_MS ?? 1);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR?.trim() || path.join(os.tmpdir(), 'matside-lighthouse-tasks');

async function tasksOf(tracePath: string) {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: unknown[] };
  const { tasks, processed } = await mainThreadTasks(trace);
  const navigation = await LHTraceProcessor.processNavigation(processed as never);
  const fcpMs = (navigation.timings as { firstContentfulPaint?: number }).firstContentfulPaint ?? 0;
  return { tasks, fcpMs };
}

async function main() {
  const pages = lighthousePages();
  const signedIn = new Map<string, string>();
  await withBenchSite((baseUrl) =>
    withChromium(async (port) => {
      for (const page of pages) {
        const url = new URL(page.path, baseUrl).toString();
        const cookie = await pageCookie(baseUrl, page, signedIn);
        await fetch(url, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer());
        const cpuSlowdown = fixedSlowdown ?? (await calibrate(url, port, cookie)).cpuSlowdown;
        const projected: number[] = [];
        for (let i = 0; i < runs; i++) {
          const base = path.join(reportDir, `${page.name}-${i + 1}`);
          const sample = await audit(url, port, {
            cpuSlowdown,
            cookie,
            reportPath: `${base}.json`,
            tracePath: `${base}.trace.json`,
            lantern: true,
          });
          const { tasks, fcpMs } = await tasksOf(`${base}.trace.json`);
          const rows = taskRows(tasks);
          const tbt = projectedTbtMs(rows, cpuSlowdown, fcpMs);
          projected.push(tbt);
          const lhr = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as {
            audits: Record<string, { details?: { items?: unknown[] } }>;
          };
          const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items as
            { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] | undefined;
          const lcpNode = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '?';
          const phases = (lcpItems?.[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(', ');
          console.log(
            `\n${page.name} run ${i + 1}: CPU ×${cpuSlowdown.toFixed(2)}; Lighthouse TBT ${sample.tbtMs.toFixed(0)} ms, LCP ${(sample.lcpMs / 1000).toFixed(2)} s; projected TBT ${tbt.toFixed(0)} ms; FCP (observed) ${fcpMs.toFixed(0)} ms`,
          );
          console.log(`  LCP element ${lcpNode.slice(0, 140)}`);
          if (phases) console.log(`  LCP phases (simulated ms): ${phases}`);
          for (const line of sample.lantern ?? []) console.log(`  ${line}`);
          console.log('  start ms  wall ms  cpu ms  ×m−50   what');
          for (const row of rows.filter((r) => r.cpuMs >= minMs)) {
            const blocking = Math.max(0, cpuSlowdown * row.cpuMs - 50);
            console.log(
              `  ${row.startMs.toFixed(0).padStart(8)}  ${row.wallMs.toFixed(1).padStart(7)}  ${row.cpuMs.toFixed(1).padStart(6)}  ${(row.startMs < fcpMs ? '(pre)' : blocking.toFixed(0)).padStart(5)}   ${row.what}`,
            );
          }
        }
        console.log(
          `${page.name}: median projected TBT ${median(projected).toFixed(0)} ms (${projected.map((p) => p.toFixed(0)).join(', ')})`,
        );
      }
    }),
  );
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; traces in ${reportDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(`[lighthouse-tasks] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
