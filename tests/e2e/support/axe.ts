import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type Result } from 'axe-core';
import { E2E_DATA_DIR } from './constants';

// Axe-core inside the journeys. `expectAccessible(page, kind)` checks the page
// as it is now (a dialog or a menu open, if the journey opened one), then once more at the other
// width (390 ↔ 1280 px) in the other colour scheme, on the same loaded page: every page kind is
// seen at both widths and in both schemes without a new navigation. Critical and serious
// violations fail, and so does heading-order (a "moderate" best practice axe rates low, but a
// skipped heading level breaks the outline screen-reader users navigate by).

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Every page kind and state the journeys check; the global teardown prints the coverage. */
export const AXE_PAGE_KINDS = [
  'admin home',
  'admin table',
  'admin table: form dialog open',
  'admin timewasters',
  'admin timewasters: confirm dialog open',
  'admin: mobile menu open',
  'advanced search',
  'AI chat',
  'API docs',
  'booking form',
  'booking form: tip dialog open',
  'check-in alert page',
  'check-in form',
  'client profile',
  'contact',
  'dashboard (girl)',
  'dashboard (girl): running check-in',
  'dashboard (guy)',
  'dashboard (moderator)',
  'girl bookings',
  'girl bookings: confirm dialog open',
  'girl profile edit',
  'girl profile edit: crop dialog open',
  'girl sign-up',
  'guy bookings',
  'guy settings',
  'guy settings: confirm dialog open',
  'guy sign-up',
  'home: mobile menu open',
  'home: search dropdown open',
  'legal page',
  'login',
  'moderation queue',
  'moderation queue: confirm dialog open',
  'not found',
  'problem girl',
  'profile',
  'public home',
  'review page',
  'reviews list',
  'scammer page',
  'scammer report form',
  'scammers list',
  'session girl',
  'session girl report form',
  'timewaster report form',
  'timewasters',
  'timewasters: comments open',
  'timewasters: phone dialog open',
  'travel form',
  'travel form: date picker open',
  'travels list',
  'wrestlers list',
] as const;
export type AxePageKind = (typeof AXE_PAGE_KINDS)[number];

/** Where a slot's journeys record what axe checked (in the slot's data folder, wiped every run). */
export const axeCoverageFile = (dataDir: string) => path.join(dataDir, 'axe-coverage.jsonl');
const AXE_COVERAGE_FILE = axeCoverageFile(E2E_DATA_DIR);

/**
 * E2E_AXE=off runs the journeys without their checks: only to measure what the checks add to the
 * suite (`npm run bench:axe-cost`). Never set by `npm test`.
 */
export const AXE_OFF = process.env.E2E_AXE === 'off';
const FAILING_IMPACTS: readonly (string | null | undefined)[] = ['critical', 'serious'];
const FAILING_RULES: readonly string[] = ['heading-order'];

/** A violation that fails the check. */
export function isBlocking(violation: Pick<Result, 'id' | 'impact'>): boolean {
  return FAILING_IMPACTS.includes(violation.impact) || FAILING_RULES.includes(violation.id);
}

/** One line per violation and node: rule, impact, what to fix, where. */
export function describeViolations(violations: Result[], where: string): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} at ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/**
 * Puts axe's script into the page's main frame once per document. Compiled as a named script over
 * the DevTools protocol rather than evaluated as a string: V8 keeps compiled scripts per renderer
 * process, so the next document of the journey reuses the compilation (the 550 KB source cost
 * 220–400 ms of main-thread time per document as an eval, 85–220 ms this way).
 */
async function injectAxe(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Runtime.enable');
    const { scriptId, exceptionDetails } = await cdp.send('Runtime.compileScript', {
      expression: axe.source,
      sourceURL: 'axe-core.js',
      persistScript: true,
    });
    if (!scriptId) throw new Error(`axe-core did not compile: ${exceptionDetails?.text ?? 'no script'}`);
    await cdp.send('Runtime.runScript', { scriptId });
  } finally {
    await cdp.detach();
  }
}

/**
 * axe-core over the page as it is now, through @axe-core/playwright (legacy mode: no helper page in
 * the context). axe's script goes into each frame once per document (a navigation drops it), and
 * only violations come back: by itself AxeBuilder evaluates the 550 KB script twice and returns
 * every passing node on each run, ~0.8 s of a ~1.1 s check. While a modal dialog is open (Radix
 * hides everything else from assistive tech with data-aria-hidden), only the dialog is checked:
 * the page behind it is inert and dimmed by the overlay, and was checked without the dialog.
 */
export async function runAxe(
  page: Page,
  { blockingOnly = false }: { blockingOnly?: boolean } = {},
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    if (frame === page.mainFrame()) await injectAxe(page);
    else await frame.evaluate(axe.source);
  }
  const modalOpen = await page.evaluate(() => document.querySelector('[data-aria-hidden="true"]') !== null);
  const builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (blockingOnly) builder.withRules(await blockingRuleIds(page));
  if (modalOpen) builder.include('[role="dialog"]').include('[role="alertdialog"]');
  return builder.analyze();
}

/**
 * The rules whose violations can fail a check: every rule axe runs by default (enabled, not
 * experimental) that can report a critical or serious violation, and heading-order. A rule's
 * impact is the highest impact of its checks, so a rule left out (region, landmark-*, the
 * minor and moderate rules) can never report what `isBlocking` fails on: the verdict is the same
 * as running every rule, for less work (`region` alone walks every node). Read from the axe in the
 * page, so an axe upgrade that adds or re-rates a rule is followed. `npm run report:axe` still
 * runs every rule and prints every impact.
 */
async function blockingRuleIds(page: Page): Promise<string[]> {
  // Plain data out of the page (no named functions inside: tsx would wrap them in a helper the
  // page does not have); the choice is made here.
  const rules = await page.evaluate(() => {
    type Check = { id: string } | string;
    type Rule = {
      id: string;
      enabled?: boolean;
      tags: string[];
      impact?: string;
      any: Check[];
      all: Check[];
      none: Check[];
    };
    const audit = (
      window as unknown as { axe: { _audit: { rules: Rule[]; checks: Record<string, { impact?: string }> } } }
    ).axe._audit;
    return audit.rules.map((rule) => ({
      id: rule.id,
      runsByDefault: rule.enabled !== false && !rule.tags.includes('experimental'),
      impacts: [
        rule.impact,
        ...[...rule.any, ...rule.all, ...rule.none].map(
          (check) => audit.checks[typeof check === 'string' ? check : check.id]?.impact,
        ),
      ],
    }));
  });
  return rules
    .filter((rule) => rule.runsByDefault)
    .filter(
      (rule) => FAILING_RULES.includes(rule.id) || rule.impacts.some((impact) => FAILING_IMPACTS.includes(impact)),
    )
    .map((rule) => rule.id);
}

type Scheme = 'light' | 'dark';

/**
 * The page's main-thread CPU from now on (Chromium's TaskDuration over the DevTools protocol):
 * what the checks cost the machine, unlike their wall time, which on two busy cores is mostly the
 * other slot's work waiting for a core.
 */
async function mainThreadClock(page: Page): Promise<{ elapsed(): Promise<number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  const start = await taskSeconds();
  return {
    async elapsed() {
      const ms = Math.round(((await taskSeconds()) - start) * 1000);
      await cdp.detach();
      return ms;
    },
  };
}

/**
 * Ends the CSS transitions a scheme or width change started (buttons fade their colours): axe
 * measuring half-way would see the old scheme's text on the new one's background. Each finite
 * animation jumps to its end state, which is what waiting for it would show, without the wait
 * (150–300 ms a check, more on a busy machine). Endless animations (spinners) are left running.
 */
export async function settled(page: Page): Promise<void> {
  // A refresh (router.refresh after a form) renders the metadata again, and for a moment the page
  // can be without its <title> (axe's document-title, seen once on the girl's dashboard). Wait for
  // it; a page that never gets one is then reported by axe.
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

async function checkOnce(page: Page, where: string): Promise<{ blocking: string[]; counts: Record<string, number> }> {
  const results = await runAxe(page, { blockingOnly: true });
  const counts: Record<string, number> = {};
  for (const v of results.violations) counts[v.impact ?? 'none'] = (counts[v.impact ?? 'none'] ?? 0) + v.nodes.length;
  return { blocking: describeViolations(results.violations.filter(isBlocking), where), counts };
}

/**
 * Checks the current page, then at the other width in the other colour scheme, and restores the
 * viewport and scheme. `resize: false` keeps the width (a state that only exists at one width,
 * e.g. the mobile menu, or a dialog that a resize would not change).
 */
export async function expectAccessible(
  page: Page,
  kind: AxePageKind,
  { resize = true }: { resize?: boolean } = {},
): Promise<void> {
  if (AXE_OFF) return;
  const viewport = page.viewportSize() ?? DESKTOP;
  const scheme: Scheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const other: Scheme = scheme === 'dark' ? 'light' : 'dark';
  const otherViewport = viewport.width < 800 ? DESKTOP : PHONE;

  const started = performance.now();
  const cpu = await mainThreadClock(page);
  await settled(page);
  const first = await checkOnce(page, `${kind} @${viewport.width} ${scheme}`);
  if (resize) await page.setViewportSize(otherViewport);
  await page.emulateMedia({ colorScheme: other });
  await settled(page);
  const second = await checkOnce(page, `${kind} @${resize ? otherViewport.width : viewport.width} ${other}`);
  if (resize) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: scheme });
  const ms = Math.round(performance.now() - started);
  const cpuMs = await cpu.elapsed();

  mkdirSync(path.dirname(AXE_COVERAGE_FILE), { recursive: true });
  appendFileSync(AXE_COVERAGE_FILE, `${JSON.stringify({ kind, counts: [first.counts, second.counts], ms, cpuMs })}\n`);
  expect([...first.blocking, ...second.blocking], `axe: ${kind}`).toEqual([]);
}
