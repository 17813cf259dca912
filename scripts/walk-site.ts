// npm run walk – walks a running build (WALK_URL, default http://127.0.0.1:3000) as each kind of
// user, breadth-first over same-origin links from the role's start pages, and reports what is
// broken: a page that does not answer 200 (a 404 reached from our own link is a dead link),
// failed subresources, images that did not decode, console and page errors (hydration included),
// and what a role may not see (private media routes, the seed's canary values) in the HTML with its
// inline RSC payload and in the payloads its links prefetch. URLs are grouped by pattern (ids and names become a placeholder, at
// most WALK_PER_PATTERN per pattern) and each role stops at WALK_CAP pages. Exits 1 on a finding.
// Not run in CI: tests/e2e/site-walk.spec.ts guards the start pages and the links one step away.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { browserCookies, signIn } from './sign-in';
import {
  CANARY_GIRL,
  CANARY_GIRLS_ONLY_COMMENT,
  CANARY_REFERENCE_IDENTIFIER,
  CANARY_TIMEWASTER,
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_GUY,
  DEMO_MODERATOR,
  DEMO_PENDING_GIRL,
  SCREENING_MARKER,
} from './seed/demo-accounts';

const CHROMIUM = process.env.WALK_CHROMIUM ?? '/usr/bin/chromium';
const CAP = Number(process.env.WALK_CAP ?? 150);
const PER_PATTERN = Number(process.env.WALK_PER_PATTERN ?? 2);
const LINK_CAP = Number(process.env.WALK_LINK_CAP ?? 400);
// WALK_WIDTH=390: the phone layout, its menus and the smaller picture variants.
const WIDTH = Number(process.env.WALK_WIDTH ?? 1280);

interface Role {
  name: string;
  username?: string;
  start: string[];
  /** Strings this role's pages may never carry. */
  forbidden: string[];
}

/** The seed's canary values: only the girls they concern and moderators may read them. */
const CANARIES = [
  CANARY_TIMEWASTER.name,
  CANARY_TIMEWASTER.phone,
  CANARY_TIMEWASTER.email,
  CANARY_TIMEWASTER.comment,
  CANARY_GIRL.phone,
  CANARY_GIRL.notes,
  DEMO_GIRL.email,
  CANARY_GIRLS_ONLY_COMMENT.split(':')[0]!,
  CANARY_REFERENCE_IDENTIFIER,
  SCREENING_MARKER,
];
/** Private media routes (pending or refused photos): their owner and moderators only. */
const PRIVATE_MEDIA = ['/api/v1/photos/', 'private/'];
const OUTSIDER = [...PRIVATE_MEDIA, ...CANARIES, DEMO_PENDING_GIRL.name];

/** The demo girl's profile is the richest: a start page, not left to the pattern's first two. */
const GINA = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

const ROLES: Role[] = [
  {
    name: 'visitor',
    start: ['/', GINA, '/wrestlers', '/reviews', '/scammers', '/advanced_search'],
    forbidden: OUTSIDER,
  },
  { name: 'guy', username: DEMO_GUY.username, start: ['/', '/dashboard', GINA, '/guy/bookings'], forbidden: OUTSIDER },
  { name: 'girl', username: DEMO_GIRL.username, start: ['/', '/dashboard', '/girl/bookings'], forbidden: [] },
  // Her own pending photos and name are hers to see; the others' secrets are not.
  { name: 'pending girl', username: DEMO_PENDING_GIRL.username, start: ['/', '/dashboard', GINA], forbidden: CANARIES },
  {
    name: 'moderator',
    username: DEMO_MODERATOR.username,
    start: ['/', '/dashboard', '/admin', '/admin/moderate'],
    forbidden: [],
  },
];

/** Links never followed: they end the session or change data. */
export const NEVER_FOLLOW = /logout|log-out|sign-?out|delete|remove|\/api\/auth\//i;

/** Path segments after these are names or ids: one pattern for all of them. */
const NAMED_PARENTS = new Set([
  'profile',
  'profile-2',
  'sessiongirls',
  'client',
  'review',
  'scammer',
  'book',
  'book-girl',
  'get-info',
  'type',
  'page',
  'problem-girl',
  'problem-girls',
  'appeal',
  'check-in-alert',
  'trusted-contact',
  'visitor',
  'manage-girls',
  'manage-guys',
  'timewaster',
]);

export function urlPattern(url: URL): string {
  const segments = url.pathname.split('/').map((segment, i, all) => {
    if (/\d/.test(segment) || NAMED_PARENTS.has(all[i - 1] ?? '')) return ':x';
    return segment;
  });
  // Filters and sorts are one pattern per page: breadth before their combinations.
  return segments.join('/') + (url.search ? '?' : '');
}

interface Finding {
  role: string;
  page: string;
  kind: string;
  detail: string;
}

/** Routes answered as files (media, feeds, JSON): checked by status, not rendered. */
const FILE_ROUTE = /^\/(api|media)\/|\.(ics|json|xml|txt|pdf|jpe?g|png|webp|avif|gif|mp4|webm)$/i;

async function contextFor(browser: Awaited<ReturnType<typeof chromium.launch>>, baseUrl: string, role: Role) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: WIDTH, height: 900 } });
  if (!role.username) return context;
  const cookie = await signIn(baseUrl, role.username);
  if (!cookie) throw new Error(`sign-in as ${role.username} failed`);
  await context.addCookies(browserCookies(cookie, baseUrl));
  return context;
}

async function visit(page: Page, path: string, role: Role, add: (kind: string, detail: string) => void) {
  const problems: string[] = [];
  const payloads: Promise<void>[] = [];
  const scan = (text: string, where: string) => {
    for (const marker of role.forbidden) if (text.includes(marker)) add('private data', `${marker} in ${where}`);
  };
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame()) return;
    if (response.status() >= 400) add('subresource', `${response.status()} ${response.url()}`);
    else if (role.forbidden.length && /[?&]_rsc=/.test(response.url()))
      payloads.push(
        response.text().then(
          (text) => scan(text, `payload ${response.url()}`),
          () => {},
        ),
      );
  };
  const onFailed = (request: import('playwright-core').Request) => {
    const error = request.failure()?.errorText ?? '';
    // A prefetch or stream the browser cancels when the walk moves on is not a failure.
    if (error === 'net::ERR_ABORTED') return;
    add('request failed', `${error} ${request.url()}`);
  };
  const onConsole = (message: import('playwright-core').ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    add(/hydrat|#418|#423|#425/i.test(text) ? 'hydration' : 'console error', text.slice(0, 200));
  };
  const onPageError = (error: Error) => add('page error', error.message.slice(0, 200));
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const response = await page.goto(path, { waitUntil: 'load', timeout: 30_000 });
    const status = response?.status() ?? 0;
    if (status !== 200) problems.push(`status ${status}`);
    const body = response ? await response.text().catch(() => '') : '';
    scan(body, 'document');
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 800) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    const broken = await page.$$eval('img', (images) =>
      images
        .filter((image) => image.complete && image.naturalWidth === 0 && image.getAttribute('src'))
        .map((image) => image.currentSrc || image.src),
    );
    for (const src of broken) add('broken image', src);
    await Promise.all(payloads);
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    return { status, links, problems };
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

async function walkRole(context: BrowserContext, baseUrl: string, role: Role, findings: Finding[]) {
  const origin = new URL(baseUrl).origin;
  const queue: { path: string; from: string }[] = role.start.map((path) => ({ path, from: '(start)' }));
  const seen = new Set<string>(role.start);
  const perPattern = new Map<string, number>();
  const unrendered: { path: string; from: string }[] = [];
  const page = await context.newPage();
  let walked = 0;
  while (queue.length && walked < CAP) {
    const { path, from } = queue.shift()!;
    walked += 1;
    if (process.env.WALK_VERBOSE) console.error(`[${role.name} ${walked}] ${path}`);
    const add = (kind: string, detail: string) => findings.push({ role: role.name, page: path, kind, detail });
    if (FILE_ROUTE.test(new URL(path, origin).pathname)) {
      const response = await context.request.get(path, { maxRedirects: 5 });
      if (response.status() >= 400) add('dead link', `${response.status()} (linked from ${from})`);
      continue;
    }
    let result: Awaited<ReturnType<typeof visit>>;
    try {
      result = await visit(page, path, role, add);
    } catch (error) {
      add('navigation', `${(error as Error).message.split('\n')[0]} (linked from ${from})`);
      continue;
    }
    if (result.status === 404 && from !== '(start)') add('dead link', `404 (linked from ${from})`);
    else if (result.status !== 200) add('status', `${result.status} (linked from ${from})`);
    for (const href of result.links) {
      const url = new URL(href);
      if (url.origin !== origin || NEVER_FOLLOW.test(url.pathname + url.search)) continue;
      const next = url.pathname + url.search;
      if (seen.has(next)) continue;
      seen.add(next);
      const pattern = urlPattern(url);
      const count = perPattern.get(pattern) ?? 0;
      if (count >= PER_PATTERN) {
        unrendered.push({ path: next, from: path });
        continue;
      }
      perPattern.set(pattern, count + 1);
      queue.push({ path: next, from: path });
    }
  }
  await page.close();
  // The links past their pattern's quota are not rendered, but each must still answer.
  for (const { path, from } of unrendered.slice(0, LINK_CAP)) {
    const response = await context.request.get(path, { maxRedirects: 5 });
    if (response.status() >= 400)
      findings.push({
        role: role.name,
        page: path,
        kind: 'dead link',
        detail: `${response.status()} (linked from ${from})`,
      });
  }
  return { walked, checked: Math.min(unrendered.length, LINK_CAP) };
}

async function main() {
  const baseUrl = (process.env.WALK_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const only = process.env.WALK_ROLES?.split(',').filter(Boolean);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const findings: Finding[] = [];
  const walkedByRole: Record<string, { walked: number; checked: number }> = {};
  try {
    for (const role of ROLES.filter((r) => !only || only.includes(r.name))) {
      const context = await contextFor(browser, baseUrl, role);
      walkedByRole[role.name] = await walkRole(context, baseUrl, role, findings);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const [role, { walked, checked }] of Object.entries(walkedByRole)) {
    const mine = findings.filter((f) => f.role === role);
    console.log(`\n${role}: ${walked} pages walked, ${checked} more links checked, ${mine.length} findings`);
    const kinds = [...new Set(mine.map((f) => f.kind))];
    for (const kind of kinds) {
      console.log(`  ${kind}:`);
      for (const f of mine.filter((m) => m.kind === kind)) console.log(`    ${f.page}  ${f.detail}`);
    }
  }
  process.exitCode = findings.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
