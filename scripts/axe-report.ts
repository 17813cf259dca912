// npm run report:axe – axe-core's violations on every page kind (scripts/page-kinds.ts) at 390
// and 1280 px, light and dark, against a running build (AXE_URL, default http://127.0.0.1:3000).
// Prints the count of violating nodes by impact and by rule, and every blocking one (critical,
// serious, heading-order: what tests/e2e/support/axe.ts fails on). Exits 1 on a blocking one.
// The journeys check the same inside the e2e suite; this is the whole picture in one table.
import { chromium } from 'playwright-core';
import { E2E_CHROMIUM } from '../tests/e2e/support/constants';
import { describeViolations, isBlocking, runAxe, settled } from '../tests/e2e/support/axe';
import { pageKinds, viewerCookies, type Viewer } from './page-kinds';
import { browserCookies } from './sign-in';

const WIDTHS = [390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

async function main() {
  const baseUrl = (process.env.AXE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const [kinds, cookies] = await Promise.all([pageKinds(baseUrl), viewerCookies(baseUrl)]);
  // AXE_ONLY=kind,kind… limits the run to the page kinds whose name contains one of them.
  const only = process.env.AXE_ONLY?.split(',').filter(Boolean) ?? [];
  const checked = only.length ? kinds.filter((k) => only.some((o) => k.kind.includes(o))) : kinds;
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM });
  const byImpact: Record<string, number> = {};
  const byRule: Record<string, number> = {};
  const blocking: string[] = [];
  try {
    const contexts = new Map<Viewer, Awaited<ReturnType<typeof browser.newContext>>>();
    for (const viewer of Object.keys(cookies) as Viewer[]) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const cookieHeader = cookies[viewer];
      if (cookieHeader) await context.addCookies(browserCookies(cookieHeader, baseUrl));
      contexts.set(viewer, context);
    }
    for (const { kind, path, as } of checked) {
      const page = await contexts.get(as)!.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      for (const width of WIDTHS)
        for (const scheme of SCHEMES) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          // Colours fade on a scheme change: measured half-way, text and background are neither scheme's.
          await settled(page);
          const { violations } = await runAxe(page);
          for (const v of violations) {
            byImpact[v.impact ?? 'none'] = (byImpact[v.impact ?? 'none'] ?? 0) + v.nodes.length;
            byRule[`${v.id} (${v.impact})`] = (byRule[`${v.id} (${v.impact})`] ?? 0) + v.nodes.length;
          }
          blocking.push(...describeViolations(violations.filter(isBlocking), `${kind} ${path} @${width} ${scheme}`));
        }
      await page.close();
      console.log(kind, path, as);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${checked.length} page kinds × ${WIDTHS.length} widths × ${SCHEMES.length} schemes`);
  console.log('violating nodes by impact:', JSON.stringify(byImpact));
  for (const [rule, count] of Object.entries(byRule).sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${rule}`);
  for (const line of blocking) console.log(`BLOCKING ${line}`);
  process.exit(blocking.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
