// npm run bench:style-layout – the CPU (`tdur`) the renderer's main thread spends on style and layout
// in cold loads of the pages, from a Chromium trace: UpdateLayoutTree, Layout, ParseAuthorStyleSheet
// and Paint summed over the load, and the largest UpdateLayoutTree; medians of STYLE_RUNS (5) loads.
// Thread time depends little on the host's load. STYLE_URLS names sites (comma-separated; BENCH_URL
// otherwise), the rounds alternating between them (A/B). `<url>|empty` serves the site with empty
// stylesheets, to bound what the CSS costs; `<url>|<file>` with that file's CSS. STYLE_SELECTOR_STATS=1
// adds Blink's selector statistics and lists the costliest selectors (slower: not for timings).
// STYLE_ONLY names pages as LIGHTHOUSE_ONLY does. The phone is Lighthouse's (412 px, DPR 1.75).
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { lighthousePages, median, pageCookie } from './lighthouse-audit';
import { E2E_CHROMIUM } from '../tests/e2e/support/constants';

const runs = Math.max(1, Number(process.env.STYLE_RUNS ?? 5));
const selectorStats = process.env.STYLE_SELECTOR_STATS === '1';
const sites = (process.env.STYLE_URLS ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000')
  .split(',')
  .map((spec) => spec.trim())
  .filter(Boolean)
  .map((spec) => {
    const [url, variant = ''] = spec.split('|');
    const css = variant === 'empty' ? '' : variant ? readFileSync(variant, 'utf8') : null;
    return { label: spec, url, css };
  });

/** The events summed; ParseAuthorStyleSheet may run inside an UpdateLayoutTree. */
const STYLE_EVENTS = ['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'Paint'] as const;

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  ...(selectorStats ? ['disabled-by-default-blink.debug'] : []),
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: { url?: string };
    beginData?: { url?: string };
    selector_stats?: { selector_timings?: SelectorTiming[] };
  };
}

interface SelectorTiming {
  selector: string;
  'elapsed (us)': number;
  match_attempts: number;
  match_count: number;
  fast_reject_count: number;
}

interface StyleFigures {
  cpuMs: Record<(typeof STYLE_EVENTS)[number], number>;
  /** The largest single UpdateLayoutTree's CPU ms. */
  largestStyleMs: number;
  selectors: Map<string, { elapsedUs: number; attempts: number; matches: number }>;
}

/** The style and layout CPU of the renderer thread that parsed `pageUrl`'s HTML. */
function styleFigures(events: readonly TraceEvent[], pageUrl: string): StyleFigures {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(pageUrl.split('#')[0]),
  );
  if (!parse) throw new Error(`no ParseHTML of ${pageUrl} in the trace`);
  const onThread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const cpuMs = Object.fromEntries(STYLE_EVENTS.map((name) => [name, 0])) as StyleFigures['cpuMs'];
  let largestStyleMs = 0;
  for (const event of onThread) {
    if (event.ph !== 'X' || !(STYLE_EVENTS as readonly string[]).includes(event.name)) continue;
    const ms = (event.tdur ?? event.dur ?? 0) / 1000;
    cpuMs[event.name as (typeof STYLE_EVENTS)[number]] += ms;
    if (event.name === 'UpdateLayoutTree') largestStyleMs = Math.max(largestStyleMs, ms);
  }
  const selectors: StyleFigures['selectors'] = new Map();
  for (const event of onThread) {
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      const entry = selectors.get(timing.selector) ?? { elapsedUs: 0, attempts: 0, matches: 0 };
      entry.elapsedUs += timing['elapsed (us)'];
      entry.attempts += timing.match_attempts;
      entry.matches += timing.match_count;
      selectors.set(timing.selector, entry);
    }
  }
  return { cpuMs, largestStyleMs, selectors };
}

async function coldLoad(browser: Browser, url: string, cookie: string, css: string | null) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  try {
    const page = await context.newPage();
    if (css !== null) await page.route('**/*.css', (route) => route.fulfill({ body: css, contentType: 'text/css' }));
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return styleFigures(traceEvents, url);
  } finally {
    await context.close();
  }
}

const fmt = (ms: number) => ms.toFixed(1).padStart(6);

async function main() {
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM });
  const signedIn = new Map(sites.map((site) => [site.label, new Map<string, string>()]));
  try {
    for (const page of lighthousePages(process.env.STYLE_ONLY)) {
      const samples = new Map<string, StyleFigures[]>(sites.map((site) => [site.label, []]));
      for (let round = 0; round < runs; round++) {
        const order = round % 2 === 0 ? sites : [...sites].reverse();
        for (const site of order) {
          const cookie = await pageCookie(site.url, page, signedIn.get(site.label)!);
          const url = new URL(page.path, site.url).toString();
          samples.get(site.label)!.push(await coldLoad(browser, url, cookie, site.css));
        }
      }
      console.log(`\n${page.name} (${page.path}): CPU ms, medians of ${runs} cold loads`);
      console.log(`  ${STYLE_EVENTS.map((name) => name.padStart(21)).join('')}  largest style  site`);
      for (const site of sites) {
        const list = samples.get(site.label)!;
        const cells = STYLE_EVENTS.map((name) => fmt(median(list.map((s) => s.cpuMs[name]))).padStart(21)).join('');
        console.log(`  ${cells}  ${fmt(median(list.map((s) => s.largestStyleMs))).padStart(13)}  ${site.label}`);
        if (!selectorStats) continue;
        const merged = new Map<string, { elapsedUs: number; attempts: number; matches: number }>();
        for (const sample of list) {
          for (const [selector, entry] of sample.selectors) {
            const sum = merged.get(selector) ?? { elapsedUs: 0, attempts: 0, matches: 0 };
            sum.elapsedUs += entry.elapsedUs / list.length;
            sum.attempts += entry.attempts / list.length;
            sum.matches += entry.matches / list.length;
            merged.set(selector, sum);
          }
        }
        const all = [...merged.values()].reduce((sum, e) => sum + e.elapsedUs, 0);
        console.log(`    selectors: ${merged.size}, elapsed ${(all / 1000).toFixed(1)} ms per load; costliest:`);
        for (const [selector, e] of [...merged].sort((a, b) => b[1].elapsedUs - a[1].elapsedUs).slice(0, 15)) {
          console.log(
            `    ${(e.elapsedUs / 1000).toFixed(2).padStart(6)} ms ${String(Math.round(e.attempts)).padStart(6)} attempts ${String(Math.round(e.matches)).padStart(5)} matches  ${selector.slice(0, 90)}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[style-layout] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
