import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import * as guyContacts from '@/server/guy-contacts';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY, DEMO_MODERATOR, DEMO_PASSWORD, seedDemo } from '../../scripts/seed';
import { signIn } from '../helpers/auth';
import { requestCookie, statementsOfPage } from '../helpers/server-page';

// Decision 049: every signed-in page kind has a budget of SQL statements per request (her or his
// dashboard 6, a list or table 6, the minimal signed-in page 3), counted through the database client while
// the page's server components render as one request: its layouts, the page, and every card in it.
// A card that adds its own lookups of what another already read (the actor, her girl row, counts)
// breaks the page's budget here, long before anyone measures the site.

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  const { requestCache } = await import('../helpers/server-page');
  return { ...actual, cache: requestCache };
});

vi.mock('next/headers', () => {
  const cookieJar = () => {
    const pairs = requestCookie()
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name);
    return {
      get: (name: string) => {
        const pair = pairs.find(([n]) => n === name);
        return pair ? { name, value: pair.slice(1).join('=') } : undefined;
      },
      getAll: () => pairs.map(([name, ...value]) => ({ name, value: value.join('=') })),
      has: (name: string) => pairs.some(([n]) => n === name),
    };
  };
  return {
    headers: async () => new Headers({ cookie: requestCookie() }),
    cookies: async () => cookieJar(),
  };
});

vi.mock('@/server/guy-contacts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/guy-contacts')>();
  return { ...actual, openGuyPhone: vi.fn(actual.openGuyPhone) };
});

// Next's data cache, warm as on a running server: the first render fills it, the counted one reads it.
vi.mock('next/cache', () => {
  const stored = new Map<string, unknown>();
  return {
    unstable_cache:
      <Args extends unknown[], Result>(fn: (...args: Args) => Result, keyParts: string[] = []) =>
      (...args: Args): Result => {
        const key = JSON.stringify([fn.toString(), keyParts, args]);
        if (!stored.has(key)) stored.set(key, fn(...args));
        return stored.get(key) as Result;
      },
    revalidateTag: () => undefined,
    revalidatePath: () => undefined,
  };
});

type Viewer = 'guy' | 'girl' | 'moderator';
// Each page and layout takes its own props; `never` accepts them all, and the test passes what Next would.
type PageModule = { default: (props: never) => unknown };
type LayoutModule = { default: (props: never) => unknown };

interface PageCase {
  kind: string;
  as: Viewer;
  budget: number;
  page: () => Promise<PageModule>;
  layouts?: (() => Promise<LayoutModule>)[];
  searchParams?: Record<string, string>;
  params?: () => Record<string, string>;
  /**
   * A page still above its budget (decision 049 lists them): the count it has today, which it may
   * not exceed while it is brought down. The test fails when it grows, and when it falls to the
   * budget (then this goes).
   */
  overBudget?: number;
  /** Served from Next's cache for everyone (its per-viewer parts come from the islands' endpoints). */
  cached?: true;
}

/**
 * Her or his dashboard: the actor, the account with her or his row (and whether she has safety
 * alerts: their list is read only then), the notices with what is appealable, the appeals (and
 * their messages), her check-in and reference requests.
 */
const PERSONAL_DASHBOARD = 6;
const LIST = 6;
/**
 * Her and his bookings: the actor and the list, whose screening (timewaster matches, what other
 * girls say) and AI transcripts ride on each booking's row.
 */
const BOOKINGS = 2;
const MINIMAL = 3;
/**
 * The moderation queue (decisions 049, 051 and 057) is a list: the actor, every section's count with
 * how many appeals are open, every open section's page with the live claims (their galleries and
 * histories inside it), and the open appeals (their list, count and messages) only when some are.
 */
const QUEUE = LIST;
/** The queue when no appeal is open (the demo's): the actor, the counts, the sections' pages. */
const QUEUE_WITHOUT_APPEALS = 3;

const admin = () => import('@/app/admin/layout');
const dashboard = () => import('@/app/dashboard/(home)/layout');

const cookies: Record<Viewer, string> = { guy: '', girl: '', moderator: '' };

const CASES: PageCase[] = [
  { kind: 'minimal signed-in page', as: 'guy', budget: MINIMAL, page: () => import('@/app/guy/settings/page') },
  {
    kind: 'girl dashboard',
    as: 'girl',
    budget: PERSONAL_DASHBOARD,
    page: () => import('@/app/dashboard/(home)/page'),
    layouts: [dashboard],
  },
  {
    // Her usual day (the demo's): no notice, no appeal, no check-in under way. Her account's read
    // says so, and only her reference requests are read besides it (decision 049, session 21).
    kind: 'girl dashboard with nothing but reference requests to list',
    as: 'girl',
    budget: 3,
    page: () => import('@/app/dashboard/(home)/page'),
    layouts: [dashboard],
  },
  {
    kind: 'guy dashboard',
    as: 'guy',
    budget: PERSONAL_DASHBOARD,
    page: () => import('@/app/dashboard/(home)/page'),
    layouts: [dashboard],
  },
  { kind: 'girl bookings', as: 'girl', budget: BOOKINGS, page: () => import('@/app/girl/bookings/page') },
  { kind: 'guy bookings', as: 'guy', budget: BOOKINGS, page: () => import('@/app/guy/bookings/page') },
  {
    // The actor, and the page's entries with the capped count and everything each card lists or
    // counts on its row (decision 055).
    kind: 'her timewaster tool',
    as: 'girl',
    budget: 2,
    page: () => import('@/app/girl/timewasters/page'),
  },
  ...(
    [
      ['manage girls', () => import('@/app/admin/manage-girls/page')],
      ['manage guys', () => import('@/app/admin/manage-guys/page')],
      ['timewasters', () => import('@/app/admin/timewasters/page')],
      ['scammers', () => import('@/app/admin/scammers/page')],
      ['problem girls', () => import('@/app/admin/problem-girls/page')],
      ['votes', () => import('@/app/admin/manage-votes/page')],
      ['reputation list', () => import('@/app/admin/manage-reputation-list/page')],
      ['unverified references', () => import('@/app/admin/manage-unverified-references/page')],
      ['follow my travels', () => import('@/app/admin/manage-follow-my-travels/page')],
      ['audit log', () => import('@/app/admin/audit-log/page')],
    ] as const
  ).map(([name, page, overBudget]: readonly [string, () => Promise<unknown>, number?]): PageCase => ({
    kind: `admin table: ${name}`,
    as: 'moderator',
    budget: LIST,
    ...(overBudget ? { overBudget } : {}),
    page: page as () => Promise<PageModule>,
    layouts: [admin],
  })),
  {
    // The chat and the screening ride on each booking's row: the actor, the page, its count.
    kind: 'admin table: manage bookings',
    as: 'moderator',
    budget: 3,
    page: () => import('@/app/admin/manage-bookings/page'),
    layouts: [admin],
  },
  {
    // Her images, reports and travels ride on her row: the actor, the page, its count.
    kind: 'admin table: session girls',
    as: 'moderator',
    budget: 3,
    page: () => import('@/app/admin/manage-sessiongirls/page'),
    layouts: [admin],
  },
  {
    kind: 'moderation queue',
    as: 'moderator',
    budget: QUEUE_WITHOUT_APPEALS,
    page: () => import('@/app/admin/moderate/page'),
    layouts: [admin],
  },
  {
    kind: 'moderation queue, a later page of a section',
    as: 'moderator',
    budget: QUEUE,
    page: () => import('@/app/admin/moderate/page'),
    layouts: [admin],
    searchParams: { photos: '2' },
  },
  {
    kind: 'moderation queue, filtered (a search and an age, in SQL)',
    as: 'moderator',
    budget: QUEUE,
    page: () => import('@/app/admin/moderate/page'),
    layouts: [admin],
    searchParams: { q: 'an', age: 'day', photos: '2' },
  },
  {
    kind: 'signed-in search',
    as: 'guy',
    budget: LIST,
    page: () => import('@/app/advanced_search/(live)/page'),
    searchParams: { q: 'an' },
  },
  {
    kind: 'signed-in profile',
    as: 'guy',
    budget: LIST,
    page: () => import('@/app/profile/[stageName]/page'),
    params: () => ({ stageName: DEMO_GIRL_STAGE_NAME }),
    cached: true,
  },
];

// The demo data (what `npm run bench -- signed-in` measures): bookings with screening, timewasters,
// notices, appeals, a moderation backlog, so that a page's statements per row would show.
beforeAll(async () => {
  await seedDemo(await getDb(), { report: () => undefined });
  cookies.guy = await signIn(DEMO_GUY.username, DEMO_PASSWORD);
  cookies.girl = await signIn(DEMO_GIRL.username, DEMO_PASSWORD);
  cookies.moderator = await signIn(DEMO_MODERATOR.username, DEMO_PASSWORD);
});

describe('statements per request of every signed-in page kind', () => {
  it.each(CASES)('$kind stays within its budget', async (pageCase) => {
    const { default: page } = await pageCase.page();
    const layouts = await Promise.all((pageCase.layouts ?? []).map(async (load) => (await load()).default));
    const props = {
      searchParams: Promise.resolve(pageCase.searchParams ?? {}),
      params: Promise.resolve(pageCase.params?.() ?? {}),
    };
    const render = () =>
      statementsOfPage(
        cookies[pageCase.as],
        () => page(props as never),
        layouts.map((layout) => (layoutProps) => layout(layoutProps as never)),
      );
    await render(); // the first render warms what a running server has warmed (flags, caches)
    const statements = await render();
    expect(statements, `${pageCase.kind}: ${statements} statements`).toBeLessThanOrEqual(
      pageCase.overBudget ?? pageCase.budget,
    );
    if (pageCase.overBudget)
      expect(statements, `${pageCase.kind} is within its budget now: drop its overBudget`).toBeGreaterThan(
        pageCase.budget,
      );
    if (!pageCase.cached)
      expect(statements, `${pageCase.kind} ran no statement: the render did not reach its queries`).toBeGreaterThan(0);
  });
});

describe('his settings page', () => {
  it('reads his two preferences, none of his contacts (decision 049, session 24)', async () => {
    const { default: page } = await import('@/app/guy/settings/page');
    vi.mocked(guyContacts.openGuyPhone).mockClear();
    expect(await statementsOfPage(cookies.guy, () => page())).toBe(2);
    expect(guyContacts.openGuyPhone).not.toHaveBeenCalled();
  });

  it('builds the SQL of its two statements once, not on every request', async () => {
    const { default: page } = await import('@/app/guy/settings/page');
    await statementsOfPage(cookies.guy, () => page());
    const select = vi.spyOn(await getDb(), 'select');
    try {
      expect(await statementsOfPage(cookies.guy, () => page())).toBe(2);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });
});
