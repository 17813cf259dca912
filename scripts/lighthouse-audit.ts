// One Lighthouse run in Debian's Chromium (mobile preset: emulated phone, simulated slow 4G and CPU;
// or, with LIGHTHOUSE_FORM_FACTOR=desktop, Lighthouse's desktop preset), and the figures the benches
// read from it. Shared by `npm run bench:lighthouse` and its
// A/B mode (scripts/bench-lighthouse-ab.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { lanternView, simulatedAt } from './lantern-view';
import { mainThreadCpuMs, withoutCoreWaits } from './main-thread-cpu';
import { cpuSlowdownFor } from './lighthouse-calibration';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR } from './seed/demo-accounts';
import { browserCookies, signIn } from './sign-in';
import { E2E_CHROMIUM, E2E_CHROMIUM_PACKAGE } from '../tests/e2e/support/constants';

/**
 * The e2e suite's browser, Debian's `chromium-headless-shell`: the same Blink and V8 as `chromium`
 * without the browser UI, its WebUI renderers and its display compositor's work for every frame.
 * On 2 cores those threads took the renderer's core during the load, and Lantern multiplies the
 * renderer's wall times (decision 038, session 16). CHROME_PATH points at another binary.
 */
const CHROMIUM = process.env.CHROME_PATH ?? E2E_CHROMIUM;

export interface LighthousePage {
  name: string;
  path: string;
  /** The demo account the page is audited signed in as (its session cookie on every request). */
  as?: string;
}

/** The pages people wait on: the public ones, her dashboard and the moderation queue. */
export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { name: 'home', path: '/' },
  { name: 'wrestlers', path: '/wrestlers' },
  { name: 'profile', path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}` },
  { name: 'search', path: '/advanced_search?q=an' },
  { name: 'dashboard', path: '/dashboard', as: DEMO_GIRL.username },
  { name: 'moderation', path: '/admin/moderate', as: DEMO_MODERATOR.username },
];

/** The Cookie header a page is audited with ('' for a visitor's page): one sign-in per account. */
export async function pageCookie(
  baseUrl: string,
  page: LighthousePage,
  signedIn: Map<string, string>,
): Promise<string> {
  if (!page.as) return '';
  if (!signedIn.has(page.as)) {
    const cookie = await signIn(baseUrl, page.as);
    if (!cookie) throw new Error(`could not sign ${page.as} in on ${baseUrl}`);
    signedIn.set(page.as, cookie);
  }
  return signedIn.get(page.as)!;
}

/**
 * The pages a bench run audits: all of them, or those LIGHTHOUSE_ONLY names (comma-separated, e.g.
 * `wrestlers,home`) to measure one change on the pages it touches. An unknown name is an error.
 */
export function lighthousePages(only = process.env.LIGHTHOUSE_ONLY): LighthousePage[] {
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
  /** The host's Lighthouse benchmarkIndex as this run measured it (environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU slowdown this run was simulated with. */
  cpuSlowdown: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** Time to Interactive (Lighthouse's `interactive` audit, unscored since Lighthouse 10). */
  ttiMs: number;
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
  /** What the simulation counted, when the run asked for it (AuditOptions.lantern). */
  lantern?: string[];
  /** The run simulated again at its own benchmarkIndex's slowdown (AuditOptions.ownCalibration). */
  atOwnIndex?: OwnCalibration;
}

export interface OwnCalibration {
  cpuSlowdown: number;
  lcpMs: number;
  tbtMs: number;
  /** The same at the same slowdown, on the trace without the main thread's waits for a core. */
  withoutCoreWaits: { lcpMs: number; tbtMs: number };
}

/** Runs `work` with a headless Chromium for Lighthouse to drive; kills it afterwards. */
export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y ${E2E_CHROMIUM_PACKAGE}`);
  console.log(`[lighthouse] browser ${CHROMIUM}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
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

export interface AuditOptions {
  /** The full report is written there as JSON. */
  reportPath?: string;
  /** Simulated throttling's CPU slowdown (Lighthouse's default 4 when absent). */
  cpuSlowdown?: number;
  /** The session cookie of a signed-in page (a Cookie header's `name=value; …`). */
  cookie?: string;
  /** The run's trace (Lighthouse's observed load) is written there as JSON. */
  tracePath?: string;
  /** Also recompute the run's simulated metrics with their parts (scripts/lantern-view.ts). */
  lantern?: boolean;
  /**
   * Also simulate the run at the slowdown its own benchmarkIndex calibrates to: the index Lighthouse
   * measured at the start of this very run, not the page's calibration minutes before (the mobile preset).
   */
  ownCalibration?: boolean;
}

export type FormFactor = 'mobile' | 'desktop';

/**
 * The device the runs emulate: Lighthouse's default mobile preset, or with
 * LIGHTHOUSE_FORM_FACTOR=desktop its desktop preset (a 1350 px screen, 40 ms RTT at 10 Mbit/s and no CPU
 * slowdown: the device of someone at a desk, such as a moderator working through the queue).
 */
export function formFactor(value = process.env.LIGHTHOUSE_FORM_FACTOR): FormFactor {
  const name = value?.trim() || 'mobile';
  if (name !== 'mobile' && name !== 'desktop')
    throw new Error(`LIGHTHOUSE_FORM_FACTOR is ${name}: it is mobile or desktop`);
  return name;
}

function flags(port: number, { cpuSlowdown }: AuditOptions): Flags {
  const device: Flags = formFactor() === 'desktop' ? { ...desktopConfig.settings } : {};
  const throttling = {
    ...device.throttling,
    ...(cpuSlowdown === undefined ? {} : { cpuSlowdownMultiplier: cpuSlowdown }),
  };
  return { port, output: 'json', logLevel: 'error', ...device, throttling };
}

/**
 * Puts a page's cookies into the browser's own jar, for `url`'s origin, and takes out any other
 * (a visitor's page gets none). Lighthouse leaves cookies alone between runs. A Cookie header
 * through Lighthouse's extraHeaders is not enough: once the page writes a cookie of its own (the
 * `tz` cookie, a few seconds after load), the browser sends its jar instead, the session is gone
 * and the page's refresh lands on the sign-in page.
 */
async function putCookies(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    await context.clearCookies();
    const cookies = browserCookies(cookie, url);
    if (cookies.length) await context.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/**
 * The host's benchmarkIndex now (the median of `runs` of Lighthouse's own benchmark, which every
 * run makes before loading the page; one cheap audit each) and the CPU slowdown Lighthouse's
 * documented calibration gives it (scripts/lighthouse-calibration.ts).
 */
export async function calibrate(
  url: string,
  port: number,
  cookie = '',
  runs = 3,
): Promise<{ indexes: number[]; index: number; cpuSlowdown: number }> {
  const indexes: number[] = [];
  await putCookies(port, url, cookie);
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { ...flags(port, {}), onlyAudits: ['viewport'] });
    const index = result?.lhr.environment.benchmarkIndex;
    if (typeof index === 'number') indexes.push(index);
  }
  const index = median(indexes);
  // The desktop preset simulates no CPU slowdown; Lighthouse's calibration is its phone's.
  const cpuSlowdown = formFactor() === 'desktop' ? 1 : cpuSlowdownFor(index);
  if (cpuSlowdown === null) {
    throw new Error(
      `the host's benchmarkIndex is ${index.toFixed(0)} (${indexes.map((i) => i.toFixed(0)).join(', ')}): below 150, too slow to emulate Lighthouse's phone at all`,
    );
  }
  return { indexes, index, cpuSlowdown };
}

/** One run on `url`. */
export async function audit(url: string, port: number, options: AuditOptions = {}): Promise<AuditFigures> {
  await putCookies(port, url, options.cookie ?? '');
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { ...flags(port, options), onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const error = lhr.runtimeError;
    if (error && RETRIED_RUNTIME_ERRORS.has(error.code) && attempt < ATTEMPTS) {
      console.log(`[lighthouse] ${url}: ${error.code}, running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
      continue;
    }
    if (error) throw new Error(`Lighthouse could not load ${url}: ${error.message}`);
    // A signed-in page that lands anywhere else (the sign-in page) measured the wrong page.
    if (options.cookie && lhr.finalDisplayedUrl !== url)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the session cookie was not accepted`);
    const { throttlingMethod, throttling } = lhr.configSettings;
    const cpuScale = throttlingMethod === 'simulate' ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
    if (options.tracePath) {
      mkdirSync(path.dirname(options.tracePath), { recursive: true });
      writeFileSync(options.tracePath, JSON.stringify(result.artifacts.Trace));
    }
    return {
      ...figures(lhr, options.reportPath),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: cpuScale,
      mainThreadCpuMs: await mainThreadCpuMs(result.artifacts.Trace, cpuScale),
      ...(options.lantern ? { lantern: await lanternView(result) } : {}),
      ...(options.ownCalibration ? await atOwnIndex(result, cpuScale) : {}),
    };
  }
}

export async function atOwnIndex(result: RunnerResult, cpuScale: number): Promise<{ atOwnIndex?: OwnCalibration }> {
  const { lhr } = result;
  const cpuSlowdown = cpuSlowdownFor(lhr.environment.benchmarkIndex);
  if (formFactor() === 'desktop' || lhr.configSettings.throttlingMethod !== 'simulate' || cpuSlowdown === null)
    return {};
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const own =
    cpuSlowdown === cpuScale
      ? { lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time') }
      : await simulatedAt(result, cpuSlowdown);
  const unwaited = await simulatedAt(result, cpuSlowdown, await withoutCoreWaits(result.artifacts.Trace));
  return { atOwnIndex: { cpuSlowdown, ...own, withoutCoreWaits: unwaited } };
}

function figures(
  lhr: RunnerResult['lhr'],
  reportPath?: string,
): Omit<AuditFigures, 'mainThreadCpuMs' | 'benchmarkIndex' | 'cpuSlowdown'> {
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
    ttiMs: numeric('interactive'),
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
