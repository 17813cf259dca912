import { DEMO_GUY, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { REPORTING_TERMS } from '../../src/features/reporting/terms';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { commitTasks, countCommits } from './support/commits';
import { flightPayload } from './support/flight';
import { signInAs } from './support/session';
import { queueSection } from './support/queue';
import { rejectWith } from './moderation-reason';

// The moderation queue: its sections in the spec's order, and a delete in it that asks first.

/** Spec section 9, "Moderation queue": the five sections, numbered in this order. */
const SPEC_SECTIONS = [
  'Sessiongirls profile picture approvals',
  'Sessiongirls profile approvals',
  'Matside girls profile approvals',
  'Add email to scraped SessionGirl',
  'New Problem Girls Crawled',
];

async function fileSessionGirlReport(page: import('@playwright/test').Page, baseURL: string, comment: string) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  // Not the girl the community journey reports (the first): one waiting report per girl (decision 035).
  const girls = [...sitemap.matchAll(/\/sessiongirls\/([^<]+)<\/loc>/g)];
  const username = decodeURIComponent(girls[girls.length - 1 - test.info().retry]![1]!);
  await signInAs(page, baseURL, DEMO_GUY.username);
  const response = await page.request.post('/api/v1/session-girl-reports', {
    headers: { Origin: baseURL, 'Content-Type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'sessionGirlReports',
        attributes: { username, category: 'No-show', comment, reportingTermsVersion: REPORTING_TERMS.version },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the queue shows its sections in the spec’s order; deleting a report asks, Cancel keeps it, Delete removes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const comment = `Report to delete (${Date.now()})`;
  await fileSessionGirlReport(page, baseURL!, comment);

  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');

  // The order: every heading shown comes in the spec's order, then the sections it does not list.
  const headings = (await moderator.getByRole('heading', { level: 2 }).allTextContents()).map((text) =>
    text.replace(/\s*\(\d+\)$/, ''),
  );
  const specShown = headings.filter((title) => SPEC_SECTIONS.includes(title));
  expect(specShown.length, headings.join(' | ')).toBeGreaterThanOrEqual(3);
  expect(specShown).toEqual(SPEC_SECTIONS.filter((title) => specShown.includes(title)));
  const lastSpec = Math.max(...specShown.map((title) => headings.indexOf(title)));
  expect(headings.indexOf('Session girl reports')).toBeGreaterThan(lastSpec);
  await expectAccessible(moderator, 'moderation queue');

  // Delete on a session-girl report takes its reason code (decision 037), then asks first.
  const item = (await queueSection(moderator, 'Session girl reports'))
    .getByRole('listitem')
    .filter({ hasText: comment });
  await rejectWith(item, 'Duplicate', 'Delete');
  const dialog = moderator.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Delete this report on');
  await expectAccessible(moderator, 'moderation queue: confirm dialog open', { resize: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await moderator.reload();
  await expect(item).toBeVisible();

  await rejectWith(item, 'Duplicate', 'Delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(moderator.getByText('Deleted', { exact: true }).first()).toBeVisible();
  await expect(item).toBeHidden();
  await moderator.reload();
  await expect(moderator.getByText(comment)).toBeHidden();
  await context.close();
});

test('the queue comes in place: no part of it is sent at the end of the document, so nothing below it moves', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  const response = await page.request.get('/admin/moderate');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-queue-section');
  // A Suspense boundary the server finishes after the page's first part is sent as a hidden block and
  // moved into its placeholder (<template id="B:…">) once it arrives: a layout shift for what follows.
  expect(html).not.toMatch(/<template id="B:\d+"/);
});

test('the queue payload carries no per-item section or unset claim, no collapsed section as elements, no empty id list', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  const html = await (await page.request.get('/admin/moderate')).text();
  const payload = flightPayload(html);
  // A client component's rows reference it as "$L<row>": its `I` row names it.
  const reference = (name: string) => `$L${payload.match(new RegExp(`(?:^|\\n)(\\w+):I\\[[^\\n]*"${name}"\\]`))![1]}`;
  const pattern = (name: string) => reference(name).replaceAll('$', '\\$');
  const firstProps = [...payload.matchAll(new RegExp(`\\["\\$","${pattern('QueueItem')}","\\d+",\\{"(\\w+)"`, 'g'))];
  expect(firstProps.length).toBeGreaterThan(0);
  expect(new Set(firstProps.map(([, prop]) => prop))).toEqual(new Set(['id']));
  expect(payload).not.toContain('"claim":"$undefined"');
  const collapsed = html.match(/<a [^>]*data-queue-open/g)?.length ?? 0;
  expect(collapsed).toBeGreaterThan(0);
  const sections = html.match(/<section[^>]*data-queue-section=/g)!.length;
  expect(payload.split(`"${reference('SectionCount')}"`).length - 1).toBe(sections - collapsed);
  // A collapsed section comes as three props (collapsed-section.tsx), not as its elements.
  expect(payload).not.toContain('"data-queue-open"');
  expect(payload.match(/"items":\{.*?\]\},"children"/)![0]).not.toContain('[]');
});

test('the queue hydrates in one commit: nothing it mounts sets state and re-renders in the same task', async ({
  page,
  baseURL,
}) => {
  await countCommits(page);
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/moderate');
    await expect(page.getByRole('search', { name: 'Filter the queue' })).toBeVisible();
    await expect.poll(async () => (await commitTasks(page)).length).toBeGreaterThan(0);
    const commits = await commitTasks(page);
    expect(
      commits.filter((task) => task === commits[0]),
      `${width} px: commits ${commits.join(',')}`,
    ).toHaveLength(1);
  }
});

test("on a phone the admin side column's links are not hydrated until the screen widens", async ({ page, baseURL }) => {
  // React keeps a fiber on every node it hydrated (decision 038: seventeen hidden links on a phone).
  const hydrated = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/moderate');
  const menuButton = page.getByRole('button', { name: 'Admin menu' });
  await expect.poll(() => hydrated(menuButton)).toBe(true);
  const sideLink = page.locator('nav[aria-label="Admin"] a[href="/admin/audit-log"]').first();
  await expect(sideLink).toBeAttached();
  expect(await hydrated(sideLink)).toBe(false);

  await page.setViewportSize({ width: 1280, height: 900 });
  const side = page.getByRole('navigation', { name: 'Admin' });
  await expect(side.getByRole('link', { name: 'Moderation queue' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => hydrated(side.getByRole('link', { name: 'Audit log' }))).toBe(true);
  await side.getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(side.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/admin/moderate');
  await expect
    .poll(() => hydrated(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' })))
    .toBe(true);
});

test('the record links and a collapsed section’s link are server anchors the queue navigates in place', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/moderate');
  // No link component per item (decision 038, session 24): above the anchor, only fragments up to its `p`.
  const record = page.locator('[data-history-line] a').first();
  type Fiber = { type?: unknown; return?: Fiber };
  const parentOf = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((node) => {
      const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
      let fiber = key ? (node as unknown as Record<string, Fiber>)[key]?.return : undefined;
      while (fiber && fiber.type == null) fiber = fiber.return;
      return typeof fiber?.type === 'string' ? fiber.type : 'component';
    });
  await expect.poll(() => parentOf(record)).toBe('p');
  const open = page.locator('[data-queue-open]').first();
  expect(await parentOf(open)).toBe('p');
  await page.waitForLoadState('networkidle');

  // Followed without a new document: the shell's router takes them, as a Link would.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const section = await open.evaluate(
    (node) => node.closest<HTMLElement>('[data-queue-section]')!.dataset.queueSection!,
  );
  await open.click();
  await expect(page).toHaveURL(new RegExp(`[?&]${section}=1`));
  await expect(page.locator(`[data-queue-section="${section}"] > ul > li`).first()).toBeFocused();
  const recordLink = page.locator(`[data-queue-section="${section}"] [data-history-line] a`).first();
  const href = (await recordLink.getAttribute('href'))!;
  await recordLink.click();
  await expect(page).toHaveURL(new URL(href, baseURL).href);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('every kind’s item shows its person’s history in one line, and its link opens her record', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const comment = `Report with a history line (${Date.now()})`;
  await fileSessionGirlReport(page, baseURL!, comment);
  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');

  // The kinds the demo has waiting: each item's line names the counts its person has, and the link.
  const lines = {
    'Sessiongirls profile approvals':
      /^History: \d+ earlier decisions? · \d+ images? refused · \d+ reports? about her · Open her record$/,
    'Timewaster reports':
      /^History: \d+ earlier decisions?( \(last: .+\))? · \d+ appeals? · \d+ reports? filed · Open her record$/,
    'Scammer reports':
      /^History: \d+ earlier decisions?( \(last: .+\))? · \d+ scammer reports? filed by the reporter · Open the reporter’s record$/,
  };
  let checked = 0;
  for (const [title, line] of Object.entries(lines)) {
    if (!(await moderator.getByRole('region', { name: title, exact: true }).count())) continue;
    const section = await queueSection(moderator, title);
    await expect(section.getByRole('listitem').first().locator('[data-history-line]')).toHaveText(line);
    checked += 1;
  }
  expect(checked, 'sections with a history line checked').toBeGreaterThan(0);

  const report = (await queueSection(moderator, 'Session girl reports'))
    .getByRole('listitem')
    .filter({ hasText: comment });
  const history = report.locator('[data-history-line]');
  await expect(history).toHaveText(
    /^History: \d+ earlier decisions?( \(last: .+\))? · \d+ images? refused · \d+ other reports? about her · Open her record$/,
  );
  await history.getByRole('link', { name: 'Open her record' }).click();
  await expect(moderator).toHaveURL(/\/admin\/audit-log\?subject=session_girls(:|%3A)\d+$/);
  await expect(moderator.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await context.close();
});
