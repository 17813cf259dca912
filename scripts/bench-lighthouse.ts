// npm run bench:lighthouse – Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on
// the home page, the wrestlers list, a girl profile, a search and the moderation queue (signed in as
// the demo moderator through the sign-in endpoint), in Debian's Chromium.
//
// Prints per page: performance and accessibility scores, LCP, CLS, TBT and the JavaScript the page
// transferred, against issue 15's targets (performance ≥ 0.95, accessibility 1.0, LCP ≤ 2.5 s,
// CLS ≤ 0.05, TBT ≤ 150 ms), and the failed accessibility audits by name. Exits 1 when a page misses
// a target. Site: BENCH_URL when something answers there, else the last build on a free port.
// Settings: LIGHTHOUSE_RUNS (1; the median performance run of several is reported),
// LIGHTHOUSE_REPORT_DIR (a folder: each run's full report as {page}-{run}.json, to see why).
// LIGHTHOUSE_ONLY (page names, e.g. `wrestlers,home`; all by default).
import path from 'node:path';
import { withBenchSite } from './bench-server';
import { signIn } from './sign-in';
import { audit, lighthousePages, withChromium, type AuditFigures } from './lighthouse-audit';

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR?.trim() || null;

const TARGETS = { performance: 0.95, accessibility: 1, lcpMs: 2500, cls: 0.05, tbtMs: 150 };

interface PageResult extends AuditFigures {
  name: string;
  path: string;
}

function log(message: string) {
  console.log(`[lighthouse] ${message}`);
}

function misses(r: PageResult): string[] {
  const out: string[] = [];
  if (r.performance < TARGETS.performance) out.push(`performance ${r.performance.toFixed(2)} < ${TARGETS.performance}`);
  if (r.accessibility < TARGETS.accessibility)
    out.push(`accessibility ${r.accessibility.toFixed(2)} < 1 (${r.failedA11y.join(', ')})`);
  if (r.lcpMs > TARGETS.lcpMs) out.push(`LCP ${(r.lcpMs / 1000).toFixed(2)} s > 2.5 s`);
  if (r.cls > TARGETS.cls) out.push(`CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (r.tbtMs > TARGETS.tbtMs) out.push(`TBT ${r.tbtMs.toFixed(0)} ms > ${TARGETS.tbtMs} ms`);
  return out;
}

async function main() {
  const pages = lighthousePages();
  const results = await withBenchSite((baseUrl) =>
    withChromium(async (port) => {
      const out: PageResult[] = [];
      for (const page of pages) {
        const url = new URL(page.path, baseUrl).toString();
        const cookie = page.signedInAs ? await signIn(baseUrl, page.signedInAs) : undefined;
        if (cookie === null) throw new Error(`${page.signedInAs} could not sign in`);
        // A first visit fills the server's cache; the measured runs come after it.
        await fetch(url, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.arrayBuffer());
        const samples: AuditFigures[] = [];
        for (let i = 0; i < runs; i++)
          samples.push(
            await audit(url, port, reportDir ? path.join(reportDir, `${page.name}-${i + 1}.json`) : undefined, cookie),
          );
        samples.sort((a, b) => a.performance - b.performance);
        const median = samples[Math.floor(samples.length / 2)]!;
        out.push({ name: page.name, path: page.path, ...median });
        log(`${page.name}: done`);
      }
      return out;
    }),
  );

  console.log('');
  console.log('page       perf  a11y  LCP s   CLS    TBT ms  JS KB (transferred)  path');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} ${r.performance.toFixed(2)}  ${r.accessibility.toFixed(2)}  ${(r.lcpMs / 1000).toFixed(2).padStart(5)}  ${r.cls.toFixed(3)}  ${r.tbtMs.toFixed(0).padStart(6)}  ${r.jsKb.toFixed(1).padStart(19)}  ${r.path}`,
    );
  }
  console.log('');
  const failing = results.map((r) => ({ r, m: misses(r) })).filter(({ m }) => m.length > 0);
  for (const { r, m } of failing) log(`MISS ${r.name}: ${m.join('; ')}`);
  if (failing.length > 0) process.exit(1);
  log('every page meets the targets');
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
