import type { Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { hydrated, signInAs } from './support/session';

// Runs in the `zoned` project only (playwright.config.ts): the browser is in Chicago, the server in
// UTC. Every time on these pages is on the reader's clock with AM/PM and the zone, the server's HTML
// says the same once the browser has told its zone (the `tz` cookie), and any hydration mismatch
// (React #418) or other console error fails the test (support/fixtures.ts).

const CHICAGO_TIME = /\b(0[1-9]|1[0-2])-\d{2}-\d{4} (1[0-2]|[1-9]):[0-5]\d (AM|PM) C[SD]T\b/;
const shot = (name: string) => `test-results/screens/zoned-${name}.png`;

const CHICAGO_DAY = /^(0[1-9]|1[0-2])-\d{2}-\d{4}$/;

/** The texts of the page's <time> elements in the server's HTML (no script ran). */
function serverTimes(html: string): string[] {
  const main = html.slice(html.indexOf('id="main-content"'));
  return [...main.matchAll(/<time\b[^>]*>([^<]*)<\/time>/gi)].map((m) => m[1]!);
}

/**
 * `full`: the page has a time of day (else only days, as her dashboard's reference requests).
 * On the first visit the server does not know her zone yet; after it, it does.
 */
async function expectZonedTimes(page: Page, path: string, name: string, full = true): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  const times = page.getByRole('main').locator('time');
  await expect(times.first()).toHaveText(full ? CHICAGO_TIME : CHICAGO_DAY);
  if (full) await expect(times.filter({ hasText: CHICAGO_TIME }).first()).toBeVisible();
  // The browser tells its zone a few seconds after the page loads (time-zone-cookie.tsx).
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'tz')?.value, { timeout: 15_000 })
    .toBe(encodeURIComponent('America/Chicago'));
  // Now the server knows the zone: its own HTML says what the browser shows, time for time.
  const html = await (await page.request.get(path)).text();
  expect(html).not.toMatch(/\d{1,2}:\d{2} (AM|PM) UTC/);
  await page.reload();
  await hydrated(page);
  const shown = await times.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  // Every time shown is in the server's HTML; streamed sections arrive after the shell, so not in order.
  const unmatched = serverTimes(html);
  for (const text of shown) {
    const at = unmatched.indexOf(text);
    expect(at, `${text} in the server's HTML`).toBeGreaterThanOrEqual(0);
    unmatched.splice(at, 1);
  }
  if (full) expect(shown.some((text) => CHICAGO_TIME.test(text))).toBe(true);
  await page.screenshot({ path: shot(`${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot(`${name}-390`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('her dashboard, the timewaster tool and her posts page show her clock, with no hydration error', async ({
  page,
}) => {
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  const girls = (await (await page.request.get('/api/v1/girls?page[limit]=100')).json()) as {
    data: { id: string; attributes: { stageName: string } }[];
  };
  const girlId = girls.data.find((g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME)!.id;
  const posted = await page.request.post('/api/v1/posts', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
    data: { data: { type: 'posts', attributes: { comment: 'Open mat in Chicago time', userId: Number(girlId) } } },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await expectZonedTimes(page, `/profile-2/${girlId}`, 'posts');
  await expectZonedTimes(page, '/dashboard', 'girl-dashboard', false);
  await expectZonedTimes(page, '/girl/timewasters', 'timewasters');
});

test('the moderation queue and the admin tables show the moderator her clock, with no hydration error', async ({
  page,
}) => {
  await signInAs(page, E2E_BASE_URL, DEMO_MODERATOR.username);
  // Timewaster reports carry their time; opened by the address, whatever other specs left waiting
  // above them (only the first sections open by themselves).
  await expectZonedTimes(page, '/admin/moderate?timewasterReports=1', 'moderation-queue');
  await expectZonedTimes(page, '/admin/audit-log', 'audit-log');
  await expectZonedTimes(page, '/admin/manage-bookings', 'manage-bookings');
});
