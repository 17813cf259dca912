// One Lighthouse run (mobile preset: emulated phone, simulated slow 4G and CPU) in Debian's
// Chromium, and the figures the benches read from it. Shared by `npm run bench:lighthouse` and its
// A/B mode (scripts/bench-lighthouse-ab.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { mainThreadCpuMs } from './main-thread-cpu';
import { DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR } from './seed/demo-accounts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthousePage {
  name: string;
  path: string;
  /** A demo account the bench signs in as first (its session cookie goes with every request). */
  signedInAs?: string;
}

/** The pages people wait on (issue 15, issue 27), and the moderators' queue (decision 051). */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'home', path: '/' },
  { name: 'wrestlers', path: '/wrestlers' },
  { name: 'profile', path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}` },
  { name: 'search', path: '/advanced_search?q=an' },
  { name: 'moderate', path: '/admin/moderate', signedInAs: DEMO_MODERATOR.username },
];

/**
 * The pages a bench run audits: all of them, or those LIGHTHOUSE_ONLY names (comma-separated, e.g.
 * `wrestlers,home`) to measure one change on the pages it touches. An unknown name is an error.
 */
export function lighthousePages(only = process.env.LIGHTHOUSE_ONLY): typeof LIGHTHOUSE_PAGES {
  if (!only) return LIGHTHOUSE_PAGES;
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !LIGHTHOUSE_PAGES.some((page) => page.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `LIGHTHOUSE_ONLY names unknown pages (${unknown.join(', ')}); known: ${LIGHTHOUSE_PAGES.map((page) => page.name).join(', ')}`,
    );
  }
  return LIGHTHOUSE_PAGES.filter((page) => names.includes(page.name));
}

export interface AuditFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  /** Main-thread time evaluating scripts, from the trace (mainthread-work-breakdown's scriptEvaluation). */
  scriptEvaluationMs: number;
  /** All main-thread work, from the trace: the tasks' wall time, waits for a core included. */
  mainThreadMs: number;
  /** The same tasks' CPU (thread) time, at the same scale (scripts/main-thread-cpu.ts). */
  mainThreadCpuMs: number;
  failedA11y: string[];
}

/** Runs `work` with a headless Chromium for Lighthouse to drive; kills it afterwards. */
export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
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
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own trace recording fails now and then on a page that loads fine (NO_NAVSTART: the
 * trace lacks the navigation's start event); seen once in about 40 runs on 2026-11-25. Run again.
 */
const RETRIED_RUNTIME_ERRORS = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

/**
 * One run on `url`; with `reportPath`, the full report is written there as JSON; with `cookie`,
 * every request of the page carries it (a signed-in page).
 */
export async function audit(url: string, port: number, reportPath?: string, cookie?: string): Promise<AuditFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const error = lhr.runtimeError;
    if (error && RETRIED_RUNTIME_ERRORS.has(error.code) && attempt < ATTEMPTS) {
      console.log(`[lighthouse] ${url}: ${error.code}, running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
      continue;
    }
    if (error) throw new Error(`Lighthouse could not load ${url}: ${error.message}`);
    const { throttlingMethod, throttling } = lhr.configSettings;
    const cpuScale = throttlingMethod === 'simulate' ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
    return { ...figures(lhr, reportPath), mainThreadCpuMs: await mainThreadCpuMs(result.artifacts.Trace, cpuScale) };
  }
}

function figures(lhr: RunnerResult['lhr'], reportPath?: string): Omit<AuditFigures, 'mainThreadCpuMs'> {
  if (reportPath) {
    mkdirSync(path.dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script');
  const work = (
    lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined
  )?.items;
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
    scriptEvaluationMs: work?.find((item) => item.group === 'scriptEvaluation')?.duration ?? NaN,
    mainThreadMs: numeric('mainthread-work-breakdown'),
    failedA11y,
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
