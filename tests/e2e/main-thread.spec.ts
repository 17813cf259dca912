import type { Locator, Page, Request } from '@playwright/test';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { flightPayload } from './support/flight';
import { markDocument, sameDocument } from './support/links';
import { hydrated, signInAs } from './support/session';
import { COMPILE_HINT } from '../../scripts/compile-hints';

// Decision 038: a public page fetches no other page's data until the visitor
// shows intent (pointer over a link, touch, focus), a profile loads the review form's code and
// its eligibility question only for a signed-in guy, and GET /session renders the header again
// only for a signed-in user (a visitor's Login is in the page from the start, hidden until then).
// Every script a public page loads at start carries V8's compile hint (scripts/compile-hints.ts).
// A profile preloads no picture ahead of her portrait.
// A cached page's content is in the document itself, not a segment React reveals later.
// The long lists (wrestlers, search results) skip rendering what is far below the screen.
// sonner (the toasts) is fetched on the first input, not after every load.
// On a phone the search page's closed advanced panel stays the server's HTML, not hydrated, until
// it is first opened or the screen widens.
// Her dashboard and the moderation queue fetch no other page's data on load either.
// No page loads tailwind-merge: its class map is ~7 ms of a phone's main thread.
// The lists of link cards (wrestlers, scammers, the search's first rows, the home's news), the footer's links
// and a profile's facts are not hydrated on load. Their links are plain anchors that the list follows
// (decision 049), whether it kept the server's HTML or was rendered in the browser.

const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

const isPageData = (request: Request) => /[?&]_rsc=/.test(request.url());

/** Whether React has hydrated (or rendered) the element: it keeps its fiber on the node. */
const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
const isEligibility = (request: Request) => request.url().includes('/reviews/eligibility');

const isSession = (url: URL) => url.pathname === '/session';

/** Holds GET /session until the returned function is called. */
async function holdSession(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSession, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The bodies of the scripts the page has loaded so far (from now on), when awaited. */
function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}

function recordRequests(page: Page, which: (request: Request) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (which(request)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test('every script a public page loads at start begins with the eager-compilation hint', async ({ request }) => {
  for (const path of ['/', '/wrestlers', PROFILE_PATH, '/advanced_search?q=an']) {
    // The page's own script tags, as served (chunks imported later, such as the toaster's, are lazy).
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/<script(?![^>]*nomodule)[^>]*\ssrc="([^"]+)"/gi)].map((match) => match[1]!);
    expect(sources.length, path).toBeGreaterThan(3);
    for (const source of sources) {
      const text = await (await request.get(source)).text();
      expect(text.startsWith(COMPILE_HINT), `${path}: ${source}`).toBe(true);
    }
  }
});

test('a cached page comes whole: its content is in the document, no hidden segment revealed later', async ({
  request,
}) => {
  // React 19.2 sends a large Suspense boundary's content as <div hidden id="S:n"> that an inline
  // script reveals on a later animation frame, throttled to 300 ms (decision 038).
  for (const path of [
    '/',
    '/wrestlers',
    '/wrestlers/type/us',
    PROFILE_PATH,
    '/scammers',
    '/reviews',
    '/advanced_search?q=an',
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<div hidden id="S:/);
    if (path.startsWith('/wrestlers')) {
      expect(html.slice(html.indexOf('<main'), html.indexOf('</main>')), path).toContain('href="/profile/');
    }
  }
});

test('her dashboard comes whole: its cards are painted with the document, not revealed 300 ms later', async ({
  page,
  baseURL,
}) => {
  // Its document arrives in one piece; a loading skeleton only held the cards back (and the LCP).
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).not.toMatch(/<div hidden id="S:/);
  expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).toContain('Welcome back');
});

test('her dashboard loads the QR code library only for the two-factor setup step', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  const scripts = recordScripts(page);
  await page.goto('/dashboard');
  await hydrated(page);
  // A message only the qrcode package has.
  const withQrCode = (await scripts()).filter((body) => body.includes('No input text'));
  expect(withQrCode).toHaveLength(0);
});

test('her dashboard loads zod, react-hook-form and the photo cropper only when a card shows a form', async ({
  page,
  baseURL,
}) => {
  // No appeal open and her profile approved: none of the appeal or verification picture forms is shown.
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  const scripts = recordScripts(page);
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('switch', { name: 'Show Profile' })).toBeEnabled();
  const bodies = await scripts();
  // Names only each library's code has.
  const loaded = ['ZodError', 'HookFormContext', 'CropCanvasError'].filter((marker) =>
    bodies.some((body) => body.includes(marker)),
  );
  expect(loaded).toEqual([]);
});

test("a profile preloads no picture ahead of her portrait (the page's LCP image)", async ({ request }) => {
  // React puts a <link rel=preload as=image> in the head for every eager <img> it renders; the
  // reviewers' avatars below the fold are lazy, so the portrait's <picture> is the first fetched.
  const html = await (await request.get(PROFILE_PATH)).text();
  const reviews = html.match(/<ul aria-label="Reviews from clients".*?<\/ul>/s)?.[0];
  expect(reviews, 'the seeded reviews show an avatar').toMatch(/<img /);
  const preloads = [...html.matchAll(/<link(?=[^>]*rel="preload")(?=[^>]*as="image")[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const portrait = html.match(
    /<picture[^>]*>(?:(?!<\/picture>).)*profile picture(?:(?!<\/picture>).)*<\/picture>/s,
  )?.[0];
  expect(portrait, 'the portrait').toBeTruthy();
  for (const href of preloads) expect(portrait, `preloaded ${href}`).toContain(href);
});

test('the home page fetches no page data for its links until one is hovered', async ({ page }) => {
  const pageData = recordRequests(page, isPageData);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(pageData, 'page data fetched before any intent').toEqual([]);

  const link = page.getByRole('main').locator('a[href="/wrestlers"]').first();
  const prefetch = page.waitForRequest(
    (request) => isPageData(request) && new URL(request.url()).pathname === '/wrestlers',
  );
  await link.hover();
  await prefetch;
  await link.click();
  await expect(page).toHaveURL(/\/wrestlers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a profile asks for review eligibility only when a guy is signed in', async ({ page, baseURL }) => {
  const eligibility = recordRequests(page, isEligibility);
  await page.goto(PROFILE_PATH);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-session="loading"]')).toHaveCount(0);
  expect(eligibility, 'a visitor asks nothing').toEqual([]);

  await signInAs(page, baseURL!, DEMO_GUY.username);
  const asked = page.waitForRequest(isEligibility);
  await page.goto(PROFILE_PATH);
  await asked;
});

test("a visitor's header is rendered once: its Login link waits hidden for GET /session, then shows", async ({
  page,
}) => {
  const release = await holdSession(page);
  await page.goto('/wrestlers');
  // The account area's Login (the last one: the mobile menu's comes first in the header).
  const login = page.getByRole('banner').locator('a[href="/login"]').last();
  await expect(login).toBeAttached();
  await expect(login, 'not shown, focusable or announced before the answer').toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await login.evaluate((element) => element.setAttribute('data-first-render', ''));

  const answered = page.waitForResponse((response) => isSession(new URL(response.url())));
  release();
  await answered;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // The same element the page came with: React did not render the header again.
  await expect(login).toHaveAttribute('data-first-render', '');
});

test('a signed-in user never sees the visitor buttons while GET /session is on its way', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GUY.username);
  const release = await holdSession(page);
  await page.goto('/wrestlers');
  const header = page.getByRole('banner');
  await expect(header.locator('a[href="/login"]').last()).toBeAttached();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.locator('a[href="/login"]').last()).toBeHidden();

  release();
  await expect(header.getByRole('button', { name: DEMO_GUY.username })).toBeVisible();
  await expect(header.locator('a[href="/login"]')).toHaveCount(0);
});

test("the pages people wait on load no locale data: a page's first Intl format costs ~20 ms of its main thread", async ({
  page,
}) => {
  // Records every number or date formatted through Intl (ICU's locale data loads on the first one)
  // while the page loads: TimeZoneCookie's own first Intl call waits 5 s after load on purpose
  // (src/components/time-zone-cookie.tsx), and on a loaded machine a page's checks can outlast that.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
    const AFTER_LOAD_MS = 5_000;
    const record = <T extends object>(owner: T, key: keyof T & string, label: string) => {
      const original = owner[key] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, key, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          if (performance.now() < AFTER_LOAD_MS) calls.push(label);
          return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
        },
      });
    };
    record(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    record(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    record(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
    record(Date.prototype, 'toLocaleTimeString', 'Date#toLocaleTimeString');
    record(Intl, 'NumberFormat', 'Intl.NumberFormat');
    record(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
  });
  for (const path of ['/', '/wrestlers', PROFILE_PATH, '/advanced_search?q=an']) {
    await page.goto(path);
    await hydrated(page, 'visitor');
    // The search page's count ('34 Results') is the number it used to format with Intl.
    if (path.startsWith('/advanced_search')) await expect(page.getByText(/^\d[\d,]*\+? Results$/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls), path).toEqual([]);
  }
});

/** Forces every list item rendered, as if none were off screen. */
const RENDER_EVERY_ITEM = 'main ul > li { content-visibility: visible !important }';

/** Whether `inner` in the item is rendered: false while the browser skips an off-screen item. */
const isRendered = (item: Locator, inner: string) =>
  item.locator(inner).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** At 390 px the first item is rendered on load, the last one is not until it is scrolled to. */
async function expectLastSkippedUntilNear(items: Locator, inner: string) {
  expect(await isRendered(items.first(), inner)).toBe(true);
  expect(await isRendered(items.last(), inner), 'the last item, skipped on load').toBe(false);
  await items.last().scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(items.last(), inner)).toBe(true);
}

/**
 * Paint containment clips at an item's box: its clip margin must leave room for the hover shadow of
 * `shadowed` (the item or what is inside it). The gap below the hovered item and its sides, where the
 * shadow falls, is the same pixels with and without the skipping (inside the item, rounded corners are
 * antialiased a level apart with and without containment).
 */
async function expectHoverShadowWhole(page: Page, item: Locator, shadowed: Locator) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await item.hover();
  const box = (await item.boundingBox())!;
  const below = { x: box.x - 12, y: box.y + box.height, width: box.width + 24, height: 10 };
  await expect.poll(() => shadowed.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('4px 6px');
  const withSkipping = await page.screenshot({ clip: below, animations: 'disabled' });
  await page.addStyleTag({ content: RENDER_EVERY_ITEM });
  const withoutSkipping = await page.screenshot({ clip: below, animations: 'disabled' });
  expect(withSkipping.equals(withoutSkipping), 'the shadow below a hovered item is not cut').toBe(true);
}

test("a wrestlers page skips rendering its cards far below the screen until they come near; a card's hover shadow stays whole", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wrestlers');
  await hydrated(page, 'visitor');
  const cards = page.getByRole('list', { name: 'Wrestlers' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(4);
  await expectLastSkippedUntilNear(cards, 'article');
  await expectHoverShadowWhole(page, cards.nth(1), cards.nth(1).locator('article'));
});

test("the search page skips rendering its result rows far below the screen: a skipped row keeps a row's height, a row's hover shadow stays whole", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  const list = page.locator('main ul[data-view="list"]');
  const rows = list.locator(':scope > li');
  expect(await rows.count()).toBeGreaterThan(8);
  // The height a skipped row stands in for is a row's: showing every row moves nothing below the list.
  const skippedHeight = (await list.boundingBox())!.height;
  await page.addStyleTag({ content: RENDER_EVERY_ITEM });
  expect((await list.boundingBox())!.height).toBe(skippedHeight);

  await page.reload();
  await hydrated(page, 'visitor');
  await expectLastSkippedUntilNear(rows, 'h3');
  await expectHoverShadowWhole(page, rows.nth(1), rows.nth(1));
});

test("the search page loads Radix's select and slider only when the panel's controls are used", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = recordScripts(page);
  // Names only Radix's select and slider carry.
  const loaded = async (name: string) => (await scripts()).some((body) => body.includes(name));
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  expect(await loaded('SelectTrigger')).toBe(false);
  expect(await loaded('SliderThumb')).toBe(false);

  await page.getByRole('button', { name: 'Show Advanced Search' }).click();
  await expect(page.getByRole('slider', { name: 'Minimum weight' })).toBeVisible();
  expect(await loaded('SliderThumb')).toBe(true);
  await page.getByRole('combobox', { name: 'Physique' }).click();
  await expect(page.getByRole('option', { name: 'Athletic' })).toBeVisible();
  expect(await loaded('SelectTrigger')).toBe(true);
});

test("a public page fetches sonner only on the visitor's first input", async ({ page }) => {
  const scripts = recordScripts(page);
  // A name only sonner's chunk carries.
  const loaded = async () => (await scripts()).some((body) => body.includes('data-sonner-toaster'));
  const region = page.locator('section[aria-label^="Notifications"]');
  await page.goto('/');
  await hydrated(page, 'visitor');
  await page.waitForLoadState('networkidle');
  expect(await loaded()).toBe(false);
  await expect(region).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(region).toHaveCount(1);
  expect(await loaded()).toBe(true);
});

test("on a phone the search page's closed panel is not hydrated until it opens; on a wide screen it is at once", async ({
  page,
}) => {
  const form = page.getByRole('search', { name: 'Advanced Search', includeHidden: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advanced_search?q=an&physique=Athletic');
  await hydrated(page, 'visitor');
  const toggle = page.getByRole('button', { name: 'Show Advanced Search' });
  expect(await isHydrated(toggle)).toBe(true);
  expect(await isHydrated(form)).toBe(false);
  // The server's controls stay in the page, with the URL's values.
  await expect(form.getByRole('combobox', { name: 'Physique', includeHidden: true })).toContainText('Athletic');

  await toggle.click();
  await expect(form).toBeVisible();
  expect(await isHydrated(form)).toBe(true);
  await expect(form.getByRole('combobox', { name: 'Physique' })).toContainText('Athletic');
  const text = form.getByRole('searchbox', { name: 'Search' });
  await expect(text).toHaveValue('an');
  await text.fill('ann');
  await expect(page).toHaveURL(/[?&]q=ann(&|$)/);

  // Widening the screen shows the panel (CSS), and it is hydrated then.
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  expect(await isHydrated(form)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(form).toBeVisible();
  await expect.poll(() => isHydrated(form)).toBe(true);

  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  expect(await isHydrated(form)).toBe(true);
});

/** Marks the document: a client navigation keeps the mark, a document load loses it. */
test("the lists of link cards and a profile's facts stay the server's HTML on load; the cards' links navigate in place and prefetch on intent", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, list] of [
    ['/wrestlers', page.getByRole('list', { name: 'Wrestlers' })],
    ['/scammers', page.getByRole('list', { name: 'Scammers' })],
  ] as const) {
    await page.goto(path);
    await hydrated(page, 'visitor');
    const link = list.getByRole('link').first();
    expect(await isHydrated(link), `${path}: a card's link has no fiber`).toBe(false);
    const href = (await link.getAttribute('href'))!;
    const prefetch = page.waitForRequest((request) => isPageData(request) && new URL(request.url()).pathname === href);
    await link.hover();
    await prefetch;
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(href);
    expect(await sameDocument(page), `${path}: the card's link is a client navigation`).toBe(true);
    // Back in the browser, the list is rendered by React, live.
    await page.goBack();
    await expect(list.getByRole('link').first()).toBeVisible();
    expect(await isHydrated(list.getByRole('link').first())).toBe(true);
    expect(await sameDocument(page)).toBe(true);
  }

  // A modified click is the browser's: the page stays.
  await page.goto('/wrestlers');
  await hydrated(page, 'visitor');
  const card = page.getByRole('list', { name: 'Wrestlers' }).getByRole('link').first();
  const popup = page.context().waitForEvent('page');
  await card.click({ modifiers: ['ControlOrMeta'] });
  await (await popup).close();
  await expect(page).toHaveURL(/\/wrestlers$/);

  // A profile's facts have nothing to hydrate.
  await page.goto(PROFILE_PATH);
  await hydrated(page, 'visitor');
  const stats = page.locator('main aside').getByRole('heading', { name: 'Stats' });
  await expect(stats).toBeVisible();
  expect(await isHydrated(stats)).toBe(false);

  // The search's first page of rows too, until Load More renders them live.
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  const rows = page.locator('main ul[data-view="list"] > li');
  await expect(rows).toHaveCount(20);
  expect(await isHydrated(rows.first().getByRole('link'))).toBe(false);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(20);
  expect(await isHydrated(rows.first().getByRole('link'))).toBe(true);
  await markDocument(page);
  const row = rows.nth(20).getByRole('link');
  const rowHref = (await row.getAttribute('href'))!;
  await row.click();
  await expect(page).toHaveURL(rowHref);
  expect(await sameDocument(page)).toBe(true);
});

test("the footer's links and the home page's news cards stay the server's HTML on load; they navigate in place", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page, 'visitor');
  const news = page.getByRole('region', { name: 'News' }).getByRole('listitem').locator('a[href^="/"]').first();
  const footer = page.getByRole('navigation', { name: 'Legal' }).getByRole('link').first();
  const highlight = page
    .getByRole('region', { name: /Find session wrestlers/ })
    .getByRole('listitem')
    .getByRole('link');
  expect(await isHydrated(highlight.first()), "the hero's highlight cards have no fiber").toBe(false);
  expect(await isHydrated(news), "a news card's link has no fiber").toBe(false);
  expect(await isHydrated(footer), 'a footer link has no fiber').toBe(false);

  const href = (await footer.getAttribute('href'))!;
  const prefetch = page.waitForRequest((request) => isPageData(request) && new URL(request.url()).pathname === href);
  await footer.hover();
  await prefetch;
  await markDocument(page);
  await footer.click();
  await expect(page).toHaveURL(href);
  expect(await sameDocument(page), "the footer's link is a client navigation").toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const newsHref = (await news.getAttribute('href'))!;
  await news.click();
  await expect(page).toHaveURL(newsHref);
  expect(await sameDocument(page), "the news card's link is a client navigation").toBe(true);
});

test('a list of links rendered after a client navigation still navigates in place and prefetches on intent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/scammers');
  await hydrated(page, 'visitor');
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Matside home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The hero's highlights, rendered by React this time: plain anchors, no Link around them.
  const highlight = page
    .getByRole('region', { name: /Find session wrestlers/ })
    .getByRole('listitem')
    .getByRole('link', { name: /Reviews/ });
  await expect(highlight).toBeVisible();
  expect(await isHydrated(highlight)).toBe(true);
  const prefetch = page.waitForRequest(
    (request) => isPageData(request) && new URL(request.url()).pathname === '/reviews',
  );
  await highlight.hover();
  await prefetch;
  await highlight.click();
  await expect(page).toHaveURL(/\/reviews$/);
  expect(await sameDocument(page), "a rendered list's link is a client navigation").toBe(true);
});

test("a signed-in page's footer links are plain anchors in its flight data, not Links", async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GUY.username);
  const flight = flightPayload(await (await page.request.get('/guy/settings')).text());
  const footer = page.getByRole('navigation', { name: 'Legal' });
  // A plain anchor is an element of the payload; a Link is a client reference (`$L…`) the page renders again.
  expect(flight).toContain('["$","a",null,{"href":"/privacy-policy"');
  expect(flight).not.toMatch(/\["\$","\$L[0-9a-f]+",null,\{"href":"\/privacy-policy"/);
  await page.goto('/guy/settings');
  await hydrated(page, 'signed-in');
  expect(await isHydrated(footer.getByRole('link').first()), 'a footer link has no fiber').toBe(false);
});

/**
 * Opens `path` on a phone and waits for the network to settle: no page's data may have been fetched.
 * Then hovering `link` fetches page data (of `prefetchPath` when given): links prefetch on intent only.
 */
async function expectPrefetchOnIntent(
  page: Page,
  path: string,
  viewer: 'signed-in' | 'visitor',
  link: Locator,
  prefetchPath?: string,
) {
  const pageData = recordRequests(page, isPageData);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await hydrated(page, viewer);
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pageData, 'page data fetched before any intent').toEqual([]);

  const prefetch = page.waitForRequest(
    (request) => isPageData(request) && (!prefetchPath || new URL(request.url()).pathname === prefetchPath),
  );
  await link.hover();
  await prefetch;
}

test("a profile's Book link fetches no page data until the visitor shows intent", async ({ page }) => {
  await expectPrefetchOnIntent(page, PROFILE_PATH, 'visitor', page.getByRole('link', { name: 'Book' }), '/login');
});

test("her dashboard's links fetch no page data until she shows intent", async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  const checkIn = page.getByRole('link', { name: 'Start a check-in' });
  await expectPrefetchOnIntent(page, '/dashboard', 'signed-in', checkIn, '/girl/check-ins/new');

  // Her menu's links are server HTML, followed like Link: on intent, one page's data; a click navigates in place.
  const menu = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').first();
  expect(await isHydrated(menu), "her menu's link has no fiber").toBe(false);
  const menuPath = new URL((await menu.getAttribute('href'))!, baseURL).pathname;
  const menuPrefetch = page.waitForRequest(
    (request) => isPageData(request) && new URL(request.url()).pathname === menuPath,
  );
  await menu.hover();
  await menuPrefetch;
  await markDocument(page);
  await menu.click();
  await expect(page).toHaveURL(new RegExp(`${menuPath}$`));
  expect(await sameDocument(page), "her menu's link is a client navigation").toBe(true);
});

test('a public list fetches no page data on load; its links prefetch on intent', async ({ page }) => {
  await expectPrefetchOnIntent(page, '/scammers', 'visitor', page.locator('main a[href^="/scammer/"]').first());
});

test("the moderation queue's links fetch no page data on load", async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await expectPrefetchOnIntent(page, '/admin/moderate', 'signed-in', page.locator('[data-history-line] a').first());
});

/** The scripts a page loads through hydration and network idle that carry tailwind-merge's code. */
async function tailwindMergeLoadedBy(page: Page, path: string, viewer: 'signed-in' | 'visitor'): Promise<number> {
  const scripts = recordScripts(page);
  await page.goto(path);
  await hydrated(page, viewer);
  await page.waitForLoadState('networkidle');
  // A class name only tailwind-merge's default config spells out.
  return (await scripts()).filter((body) => body.includes('fvn-normal')).length;
}

// tailwind-merge builds its class map on its first call, ~7 ms of a phone's main thread: the
// browser gets none of its code (decision 038; src/components/client-classes.test.tsx checks the imports).
test('the public pages load no tailwind-merge', async ({ page }) => {
  for (const path of ['/', '/wrestlers', PROFILE_PATH, '/advanced_search?q=an'])
    expect(await tailwindMergeLoadedBy(page, path, 'visitor'), path).toBe(0);
});

test('her dashboard loads no tailwind-merge', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  expect(await tailwindMergeLoadedBy(page, '/dashboard', 'signed-in')).toBe(0);
});

test('the moderation queue loads no tailwind-merge', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  expect(await tailwindMergeLoadedBy(page, '/admin/moderate', 'signed-in')).toBe(0);
});
