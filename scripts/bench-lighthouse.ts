// npm run bench:lighthouse – Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on
// the home page, the wrestlers list, a girl profile and a search, in Debian's Chromium.
//
// Prints per page: performance and accessibility scores, LCP, CLS, TBT and the JavaScript the page
// transferred, against issue 15's targets (performance ≥ 0.95, accessibility 1.0, LCP ≤ 2.5 s,
// CLS ≤ 0.05, TBT ≤ 150 ms), and the failed accessibility audits by name. Exits 1 when a page misses
// a target. Site: BENCH_URL when something answers there, else the last build on a free port.
// Settings: LIGHTHOUSE_RUNS (1; the median performance run of several is reported),
// LIGHTHOUSE_REPORT_DIR (a folder: each run's full report as {page}-{run}.json, to see why).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_GIRL_STAGE_NAME } from './seed/demo-accounts';
import { withBenchSite } from './bench-server';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR?.trim() || null;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'wrestlers', path: '/wrestlers' },
  { name: 'profile', path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}` },
  { name: 'search', path: '/advanced_search?q=an' },
];

const TARGETS = { performance: 0.95, accessibility: 1, lcpMs: 2500, cls: 0.05, tbtMs: 150 };

interface PageResult {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  failedA11y: string[];
}

function log(message: string) {
  console.log(`[lighthouse] ${message}`);
}

async function audit(url: string, port: number, reportName: string): Promise<Omit<PageResult, 'name' | 'path'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script');
  const a11y = lhr.categories.accessibility;
  const failedA11y = (a11y?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: a11y?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    failedA11y,
  };
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
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const results = await withBenchSite(async (baseUrl) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const out: PageResult[] = [];
      for (const page of PAGES) {
        const url = new URL(page.path, baseUrl).toString();
        // A first visit fills the server's cache; the measured runs come after it.
        await fetch(url).then((r) => r.arrayBuffer());
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await audit(url, chrome.port, `${page.name}-${i + 1}`));
        samples.sort((a, b) => a.performance - b.performance);
        const median = samples[Math.floor(samples.length / 2)];
        out.push({ name: page.name, path: page.path, ...median });
        log(`${page.name}: done`);
      }
      return out;
    } finally {
      chrome.kill();
    }
  });

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
