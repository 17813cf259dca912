// npm run bench [-- <group>] – throughput and latency of key routes with autocannon.
//
// Runs against BENCH_URL (default http://127.0.0.1:3000, e.g. the site `npm run demo` serves). When
// nothing answers there it starts `next start` itself on a free port, on the default data folder
// (building first is up to you: `npm run build`), and stops it afterwards.
// Settings: BENCH_DURATION seconds per route (10), BENCH_CONNECTIONS (10), BENCH_ROUTES (comma-separated
// parts of paths: only the routes whose path contains one, and the baseline). In a group with a baseline
// (`public`), every route is paired with a run of the baseline just before it: see main().
// Groups: later issues add theirs below (`npm run bench -- search`); `all` runs every group.
// `kinds` prints a share per kind of route (cached, search, API, dashboard, admin table).
// `signed-in` measures every signed-in page kind beside the floor and the minimal signed-in page, with
// the SQL statements per request each runs (decision 049).
// A/B: with BENCH_BASE_URL (another build, e.g. main's, on its own copy of the same data) every route
// of a group with a baseline is measured on both servers in turns (base, new; the next route new,
// base), each beside its own baseline run, and the table prints both shares and their ratio; the
// per-kind table prints before and after (a dynamic page is never slower because
// of the cache work). Each baseline run waits BENCH_SETTLE_MS (2000) first, so requests a slow
// route left in flight do not eat into it. In the `signed-in` group each page is followed by a run of the
// minimal signed-in page on the same server, and "of minimal" is read within that pairing. BENCH_ROUNDS (1)
// repeats the A/B pass, alternating the order again, and prints each figure as the median of its rounds.
// BENCH_SESSION=aged sends the session token alone, without Better Auth's hour-long cookie cache: a
// session older than an hour, as most of a signed-in day is (decision 049, session 18).
import autocannon from 'autocannon';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY, DEMO_MODERATOR, DEMO_PASSWORD } from './seed/demo-accounts';
import { answers, firstLink, withBenchSite } from './bench-server';
import { SIGNED_IN_PAGES, type SignedInPage } from './signed-in-pages';

interface Target {
  /** What the row is called in the table. */
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Measure as this demo account (its session cookie on every request). */
  signedInAs?: string;
  /** The path is the first link starting with `prefix` on the list page `list` (seeded names vary). */
  linkOn?: { list: string; prefix: string };
  /** The row the others are compared with: each row's req/s is printed as a share of this one's. */
  baseline?: true;
  /** A cached public page (the target: at least 0.8 of the baseline's req/s). */
  cached?: true;
  /** The kind of route it stands for, in the per-kind summary (`npm run bench -- kinds`). */
  kind?: RouteKind;
}

/** The kinds of route whose share of the baseline is compared between builds. */
const ROUTE_KINDS = [
  'public cached',
  'search',
  'API',
  'signed-in minimal',
  'signed-in dashboard',
  'signed-in list',
  'admin table',
] as const;
type RouteKind = (typeof ROUTE_KINDS)[number];

const TARGET_GROUPS: Record<string, Target[]> = {
  foundation: [
    { name: 'home page', path: '/' },
    { name: 'captcha challenge (JSON)', path: '/api/captcha/challenge' },
  ],
  // Provider profiles: the demo girl's public profile (cached per girl), next to the home page.
  profile: [
    { name: 'home page', path: '/' },
    {
      name: `public profile /profile/${DEMO_GIRL_STAGE_NAME}`,
      path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`,
    },
  ],
  // Directory and search: the public list and the Girls Search page (npm run bench:search times
  // the search itself at 100,000 girls).
  // The moderators' queue with a backlog: seed it first with
  // `npm run db:seed -- --moderation-backlog 1000` (the demo data plus 1,000 waiting items).
  moderation: [
    { name: 'admin index (counts)', path: '/admin', signedInAs: DEMO_MODERATOR.username },
    { name: 'moderation queue', path: '/admin/moderate', signedInAs: DEMO_MODERATOR.username },
  ],
  directory: [
    { name: 'wrestlers list', path: '/wrestlers' },
    { name: 'girls search page', path: '/advanced_search?q=slam' },
    { name: 'search JSON (site search box)', path: '/api/v1/search?q=slam&limit=10' },
  ],
  // Admin management: the moderators' girls table, filtered, sorted and paged in SQL.
  admin: [
    {
      name: 'manage girls, filtered (moderator)',
      path: '/admin/manage-girls?q=vegas',
      signedInAs: DEMO_MODERATOR.username,
    },
    {
      name: 'manage girls, filtered, sorted, page 2 of 25 (moderator)',
      path: '/admin/manage-girls?q=an&sort=stageName&dir=asc&page=2&size=25',
      signedInAs: DEMO_MODERATOR.username,
    },
  ],
};
const DEFAULT_GROUP = 'foundation';

// Public pages served from the cache, each as a share of /robots.txt (a static file the
// same server answers) in the same run, and the dynamic ones beside them for their p95.
TARGET_GROUPS.public = [
  { name: 'static file (baseline)', path: '/robots.txt', baseline: true },
  { name: 'home page', path: '/', cached: true },
  { name: 'wrestlers list', path: '/wrestlers', cached: true },
  { name: 'wrestlers, USA', path: '/wrestlers/type/us', cached: true },
  { name: 'a girl profile', path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`, cached: true },
  { name: 'scammers list', path: '/scammers', cached: true },
  { name: 'a scammer', path: '', linkOn: { list: '/scammers', prefix: '/scammer/' }, cached: true },
  { name: 'reviews list', path: '/reviews', cached: true },
  { name: 'a review page', path: '', linkOn: { list: '/reviews', prefix: '/review/' }, cached: true },
  { name: 'a client profile', path: '/client/demo_guy', cached: true },
  { name: 'girls search (dynamic)', path: '/advanced_search?q=an' },
  { name: 'girls JSON API (dynamic)', path: '/api/v1/girls' },
];

// Every kind of route beside the same baseline, so that one build can be held against another
// (BENCH_URL at each): a dynamic page must not be slower because of the cache work.
TARGET_GROUPS.kinds = [
  { name: 'static file (baseline)', path: '/robots.txt', baseline: true },
  { name: 'home page', path: '/', kind: 'public cached' },
  { name: 'wrestlers list', path: '/wrestlers', kind: 'public cached' },
  { name: 'a girl profile', path: `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`, kind: 'public cached' },
  { name: 'girls search, text', path: '/advanced_search?q=an', kind: 'search' },
  { name: 'girls search, a state', path: '/advanced_search?state=Nevada', kind: 'search' },
  { name: 'girls JSON API', path: '/api/v1/girls', kind: 'API' },
  { name: 'site search JSON', path: '/api/v1/search?q=slam&limit=10', kind: 'API' },
  { name: 'girl dashboard', path: '/dashboard', signedInAs: DEMO_GIRL.username, kind: 'signed-in dashboard' },
  { name: 'guy dashboard', path: '/dashboard', signedInAs: DEMO_GUY.username, kind: 'signed-in dashboard' },
  {
    name: 'manage girls, filtered',
    path: '/admin/manage-girls?q=an',
    signedInAs: DEMO_MODERATOR.username,
    kind: 'admin table',
  },
  { name: 'manage guys', path: '/admin/manage-guys', signedInAs: DEMO_MODERATOR.username, kind: 'admin table' },
];

// The pages people open every day, signed in, beside the floor and beside the minimal signed-in
// page (`/guy/settings`: two checkboxes), with the SQL statements each request runs (read from
// GET /metrics: the server must be ours, on loopback). `npm run bench -- signed-in`.
const asTarget = (page: SignedInPage): Target => ({
  name: page.name,
  path: page.path,
  signedInAs: page.as,
  kind: page.kind,
});
TARGET_GROUPS['signed-in'] = [
  { name: 'static file (baseline)', path: '/robots.txt', baseline: true },
  ...SIGNED_IN_PAGES.map(asTarget),
];

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

interface Row {
  target: Target;
  reqPerSec: number;
  /** req/s as a share of the baseline run just before this one (groups with a baseline). */
  share?: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** SQL statements per request (signed-in rows and the floor): see costPerRequest(). */
  statements?: number;
  /** Server CPU ms per request (signed-in rows and the floor): see costPerRequest(). */
  cpuMs?: number;
  /** A/B: req/s as a share of the minimal signed-in page measured right after it on the same server. */
  ofMinimal?: number;
}

const signedIn = new Map<string, Promise<string>>();

/** One sign-in per account and site (the sign-in rate limit would refuse one per route). */
function sessionCookie(baseUrl: string, username: string): Promise<string> {
  const key = `${baseUrl} ${username}`;
  if (!signedIn.has(key)) signedIn.set(key, signInOnce(baseUrl, username));
  return signedIn.get(key)!;
}

/** Signs a demo account in through the auth API and returns its session cookie. */
async function signInOnce(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/sign-in/username', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in as ${username} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const aged = process.env.BENCH_SESSION === 'aged';
  return cookies.filter((cookie) => !aged || !cookie.includes('.session_data=')).join('; ');
}

/** The target with its path found (linkOn) and its session cookie (signedInAs). */
async function resolveTarget(baseUrl: string, listed: Target): Promise<Target> {
  const plain = listed.linkOn
    ? { ...listed, path: await firstLink(baseUrl, listed.linkOn.list, listed.linkOn.prefix) }
    : listed;
  return plain.signedInAs
    ? { ...plain, headers: { ...plain.headers, cookie: await sessionCookie(baseUrl, plain.signedInAs) } }
    : plain;
}

/** Load without measuring, so the JIT has compiled every route's hot code before any row counts. */
function warmUp(baseUrl: string, target: Target, seconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: new URL(target.path, baseUrl).toString(),
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections,
        duration: seconds,
      },
      (error) => (error ? reject(error) : resolve()),
    );
  });
}

async function measure(baseUrl: string, target: Target): Promise<Row> {
  // Warm up: the first requests compile routes and open the database.
  for (let i = 0; i < 3; i++)
    await fetch(new URL(target.path, baseUrl), {
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
    })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);

  // autocannon reports p2.5…p97.5/p99 but no p95, so keep every response time and compute it.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(target.path, baseUrl).toString(),
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections,
        duration,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    target,
    reqPerSec: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The server's SQL statements and CPU seconds so far (GET /metrics, loopback only), or null if it has none. */
async function serverCounters(baseUrl: string): Promise<{ statements: number; cpuSeconds: number } | null> {
  const response = await fetch(new URL('/metrics', baseUrl)).catch(() => null);
  if (!response?.ok) return null;
  const text = await response.text();
  const counts = [...text.matchAll(/^matside_db_query_duration_seconds_count\{[^}]*\} (\d+)/gm)];
  const cpu = /^matside_process_cpu_seconds_total (\S+)/m.exec(text);
  if (counts.length === 0 || !cpu) return null;
  return { statements: counts.reduce((sum, match) => sum + Number(match[1]), 0), cpuSeconds: Number(cpu[1]) };
}

const COST_SAMPLES = 20;
/** As autocannon asks (fetch would ask for gzip, and compressing costs the page about 1.4 ms). */
const UNCOMPRESSED = { 'accept-encoding': 'identity' };

/**
 * SQL statements and server CPU ms per request of a route: the server's counters around requests
 * sent one after the other (the lowest of two tries, so that a background job's work is not
 * counted). CPU time does not depend on the machine's load as throughput does: CPU(floor) /
 * CPU(page) estimates the page's share of the floor on a quiet machine.
 */
async function costPerRequest(
  baseUrl: string,
  target: Target,
): Promise<{ statements: number; cpuMs: number } | undefined> {
  const tries: { statements: number; cpuMs: number }[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = await serverCounters(baseUrl);
    if (before === null) return undefined;
    for (let i = 0; i < COST_SAMPLES; i++)
      await fetch(new URL(target.path, baseUrl), { headers: { ...target.headers, ...UNCOMPRESSED } }).then((r) =>
        r.arrayBuffer(),
      );
    const after = await serverCounters(baseUrl);
    if (after === null) return undefined;
    tries.push({
      statements: (after.statements - before.statements) / COST_SAMPLES,
      cpuMs: ((after.cpuSeconds - before.cpuSeconds) * 1000) / COST_SAMPLES,
    });
  }
  return {
    statements: Math.min(...tries.map((t) => t.statements)),
    cpuMs: Math.min(...tries.map((t) => t.cpuMs)),
  };
}

/** Median of a list (NaN when empty). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per kind of route: its rows' shares of the baseline (lowest and median) and p95. */
function printKindTable(rows: Row[]) {
  console.log('kind                 routes  share (lowest)  share (median)  p95 ms (median)');
  for (const kind of ROUTE_KINDS) {
    const ofKind = rows.filter((r) => r.target.kind === kind && r.share !== undefined);
    if (ofKind.length === 0) continue;
    const shares = ofKind.map((r) => r.share!);
    console.log(
      [
        kind.padEnd(20),
        String(ofKind.length).padStart(6),
        Math.min(...shares)
          .toFixed(2)
          .padStart(14),
        median(shares).toFixed(2).padStart(14),
        median(ofKind.map((r) => r.p95))
          .toFixed(1)
          .padStart(15),
      ].join('  '),
    );
  }
  console.log('');
}

function printTable(rows: Row[]) {
  const header = [
    'path',
    'req/s (avg)',
    'share',
    'p50 ms',
    'p95 ms',
    'p97.5 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'stmts/req',
    'of minimal',
    'CPU ms/req',
    'CPU: floor/page',
    'CPU: minimal/page',
  ];
  const minimal = rows.find((r) => r.target.kind === 'signed-in minimal');
  const floorCpu = rows.find((r) => r.target.baseline)?.cpuMs;
  const cpuRatio = (numerator: number | undefined, r: Row) =>
    numerator === undefined || r.cpuMs === undefined ? '-' : (numerator / r.cpuMs).toFixed(2);
  const lines = rows.map((r) => [
    `${r.target.method ?? 'GET'} ${r.target.path}${r.target.cached ? ' (cached)' : ''}${r.target.signedInAs ? ` (${r.target.signedInAs})` : ''}`,
    r.reqPerSec.toFixed(1),
    r.share === undefined ? '-' : r.share.toFixed(2),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p975.toFixed(1),
    r.p99.toFixed(1),
    String(r.total),
    String(r.non2xx),
    String(r.errors),
    r.statements === undefined ? '-' : r.statements.toFixed(1),
    minimal?.share && r.share !== undefined && r.target.signedInAs ? (r.share / minimal.share).toFixed(2) : '-',
    r.cpuMs === undefined ? '-' : r.cpuMs.toFixed(2),
    cpuRatio(floorCpu, r),
    r.target.signedInAs ? cpuRatio(minimal?.cpuMs, r) : '-',
  ]);
  printColumns(header, lines);
}

/** A table of text cells: the first column left-aligned, the figures right-aligned. */
function printColumns(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log('');
}

interface AbRow {
  target: Target;
  base: Row;
  next: Row;
}

/** The floor's median CPU ms per request on each server: CPU(floor) / CPU(page) estimates a quiet share. */
function printAbTables(rows: AbRow[], floorCpu: { base: number; next: number }) {
  const header = [
    'path',
    'base req/s',
    'new req/s',
    'base share',
    'new share',
    'new/base',
    'base p95',
    'new p95',
    'non-2xx',
    'errors',
    'stmts/req base → new',
    'CPU ms/req base → new',
    'CPU: floor/page base → new',
  ];
  const lines = rows.map(({ target, base, next }) => [
    `${target.method ?? 'GET'} ${target.path}`,
    base.reqPerSec.toFixed(1),
    next.reqPerSec.toFixed(1),
    base.share!.toFixed(2),
    next.share!.toFixed(2),
    (next.share! / base.share!).toFixed(2),
    base.p95.toFixed(1),
    next.p95.toFixed(1),
    `${base.non2xx}/${next.non2xx}`,
    `${base.errors}/${next.errors}`,
    base.statements === undefined ? '-' : `${base.statements.toFixed(1)} → ${next.statements?.toFixed(1) ?? '-'}`,
    base.cpuMs === undefined ? '-' : `${base.cpuMs.toFixed(2)} → ${next.cpuMs?.toFixed(2) ?? '-'}`,
    base.cpuMs === undefined || next.cpuMs === undefined
      ? '-'
      : `${(floorCpu.base / base.cpuMs).toFixed(2)} → ${(floorCpu.next / next.cpuMs).toFixed(2)}`,
  ]);
  printColumns(header, lines);
  // Beside the minimal signed-in page of the same build (every signed-in kind ≥ 0.6 of it).
  const minimal = rows.find((r) => r.target.kind === 'signed-in minimal');
  if (minimal) {
    // Each page against the minimal page measured right after it on the same server (runAb).
    console.log('signed-in route                  base / minimal  new / minimal');
    const ofMinimal = (row: Row, minimalRow: Row) => row.ofMinimal ?? row.share! / minimalRow.share!;
    for (const { target, base, next } of rows.filter((r) => r.target.signedInAs && r !== minimal))
      console.log(
        `${`${target.path} (${target.signedInAs})`.slice(0, 32).padEnd(32)} ${ofMinimal(base, minimal.base).toFixed(2).padStart(14)}  ${ofMinimal(next, minimal.next).toFixed(2).padStart(13)}`,
      );
    console.log('');
  }
  const kinds = [...new Set(rows.map((r) => r.target.kind ?? (r.target.cached ? 'public cached' : r.target.name)))];
  console.log('kind / route                     routes  base share (median)  new share (median)  new/base');
  for (const kind of kinds) {
    const ofKind = rows.filter((r) => (r.target.kind ?? (r.target.cached ? 'public cached' : r.target.name)) === kind);
    const base = median(ofKind.map((r) => r.base.share!));
    const next = median(ofKind.map((r) => r.next.share!));
    console.log(
      `${kind.slice(0, 32).padEnd(32)} ${String(ofKind.length).padStart(6)}  ${base.toFixed(2).padStart(19)}  ${next.toFixed(2).padStart(18)}  ${(next / base).toFixed(2).padStart(8)}`,
    );
  }
  console.log('');
}

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000);
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** A route's runs as one row: each figure the median of its runs (BENCH_ROUNDS). */
function medianRow(runs: Row[]): Row {
  const of = (pick: (row: Row) => number | undefined) => {
    const values = runs.map(pick).filter((value): value is number => value !== undefined);
    return values.length ? median(values) : undefined;
  };
  return {
    ...runs[0],
    reqPerSec: of((r) => r.reqPerSec)!,
    share: of((r) => r.share),
    p50: of((r) => r.p50)!,
    p95: of((r) => r.p95)!,
    p975: of((r) => r.p975)!,
    p99: of((r) => r.p99)!,
    total: runs.reduce((sum, r) => sum + r.total, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    statements: of((r) => r.statements),
    cpuMs: of((r) => r.cpuMs),
    ofMinimal: of((r) => r.ofMinimal),
  };
}

/**
 * BENCH_BASE_URL: each route on the base build and on this one (BENCH_URL) in turns, each paired
 * with its own server's baseline run just before it. Both must already be running. BENCH_ROUNDS (1)
 * repeats the whole pass; each figure is then the median of a route's rounds.
 */
async function runAb(groupName: string, targets: Target[], baseUrl: string) {
  const newUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
  for (const url of [baseUrl, newUrl]) if (!(await answers(url))) throw new Error(`nothing answers at ${url}`);
  if (!targets.some((t) => t.baseline))
    throw new Error(`group "${groupName}" has no baseline route: the A/B mode needs one`);
  log(
    `A/B, group "${groupName}": ${targets.length} route(s), ${connections} connections, ${duration} s each; base ${baseUrl}, new ${newUrl}`,
  );
  const sites = [
    { label: 'base', url: baseUrl, resolved: [] as Target[] },
    { label: 'new', url: newUrl, resolved: [] as Target[] },
  ];
  for (const site of sites) {
    for (const target of targets) site.resolved.push(await resolveTarget(site.url, target));
    log(`warming up ${site.label}: every route for ${WARM_UP_SECONDS} s`);
    for (const target of site.resolved) await warmUp(site.url, target, WARM_UP_SECONDS);
  }
  const floors: Record<string, number[]> = { base: [], new: [] };
  const floorCpu: Record<string, number[]> = { base: [], new: [] };
  const runs = new Map<number, Record<string, Row[]>>();
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) log(`round ${round} of ${rounds}`);
    // Each round starts with the other build, so a route's pairings alternate from one round to the next.
    let pairing = round - 1;
    for (let index = 0; index < targets.length; index++) {
      if (targets[index].baseline) continue;
      // Alternate which build goes first, so neither always runs on the warmer (or busier) machine.
      const order = pairing++ % 2 === 0 ? sites : [...sites].reverse();
      if (!runs.has(index)) runs.set(index, { base: [], new: [] });
      const measured = runs.get(index)!;
      for (const site of order) {
        const baseline = site.resolved.find((t) => t.baseline)!;
        const target = site.resolved[index];
        log(`${site.label}: ${target.name}: ${target.path}`);
        // Requests the last run left in flight (a slow route's) would otherwise eat into this floor.
        await settle();
        const floor = await measure(site.url, baseline);
        const row = await measure(site.url, target);
        row.share = row.reqPerSec / floor.reqPerSec;
        // The minimal signed-in page right after it, on the same server: "of minimal" is read within one
        // pairing, not against a single run of the minimal page at the start (decision 049, session 22).
        const minimal = site.resolved.find((t) => t.kind === 'signed-in minimal');
        if (target.signedInAs && minimal && minimal !== target) {
          const beside = await measure(site.url, minimal);
          row.ofMinimal = row.reqPerSec / beside.reqPerSec;
        }
        if (target.signedInAs) {
          Object.assign(row, await costPerRequest(site.url, target));
          const floorCost = await costPerRequest(site.url, baseline);
          if (floorCost) floorCpu[site.label].push(floorCost.cpuMs);
        }
        floors[site.label].push(floor.reqPerSec);
        measured[site.label].push(row);
      }
    }
  }
  const rows: AbRow[] = [...runs].map(([index, measured]) => ({
    target: targets[index],
    base: medianRow(measured.base),
    next: medianRow(measured.new),
  }));
  log(
    `baseline req/s per pairing: base ${floors.base.map((n) => n.toFixed(0)).join(', ')}; new ${floors.new.map((n) => n.toFixed(0)).join(', ')}`,
  );
  printAbTables(rows, { base: median(floorCpu.base), next: median(floorCpu.new) });
}

async function main() {
  const groupName = process.argv[2] ?? DEFAULT_GROUP;
  const group = groupName === 'all' ? Object.values(TARGET_GROUPS).flat() : TARGET_GROUPS[groupName];
  if (!group) {
    throw new Error(`unknown bench group "${groupName}"; known: ${[...Object.keys(TARGET_GROUPS), 'all'].join(', ')}`);
  }
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const targets = only ? group.filter((t) => t.baseline || only.some((part) => t.path.includes(part))) : group;

  const abBase = process.env.BENCH_BASE_URL;
  if (abBase) return runAb(groupName, targets, abBase);

  await withBenchSite(async (baseUrl) => {
    log(
      `group "${groupName}": ${targets.length} route(s), ${connections} connections, ${duration} s each, against ${baseUrl}`,
    );
    const resolved: Target[] = [];
    for (const target of targets) resolved.push(await resolveTarget(baseUrl, target));
    // Shares: the server first runs every route for a moment (a route measured first would otherwise
    // pay the JIT's warm-up alone).
    const baselineTarget = resolved.find((t) => t.baseline);
    if (baselineTarget) {
      log(`warming up: every route for ${WARM_UP_SECONDS} s`);
      for (const target of resolved) await warmUp(baseUrl, target, WARM_UP_SECONDS);
    }
    // With a baseline, each route is measured right after a run of the baseline, and its share is
    // against that run: the machine's speed drifted by a factor of two within a run (shared cores),
    // and paired runs keep the drift out of the ratios. The baseline row shows the mean of its runs.
    const rows: Row[] = [];
    const baselineRuns: Row[] = [];
    for (const target of resolved) {
      if (target === baselineTarget) continue;
      if (baselineTarget) {
        await settle();
        log(`${baselineTarget.name} (paired with the next row): ${baselineTarget.path}`);
        baselineRuns.push(await measure(baseUrl, baselineTarget));
      }
      log(`${target.name}: ${target.path}`);
      const row = await measure(baseUrl, target);
      if (baselineTarget) row.share = row.reqPerSec / baselineRuns.at(-1)!.reqPerSec;
      if (target.signedInAs) {
        Object.assign(row, await costPerRequest(baseUrl, target));
        if (baselineTarget) Object.assign(baselineRuns.at(-1)!, await costPerRequest(baseUrl, baselineTarget));
      }
      rows.push(row);
    }
    if (baselineTarget) {
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      rows.unshift({
        target: baselineTarget,
        reqPerSec: mean(baselineRuns.map((r) => r.reqPerSec)),
        share: 1,
        p50: mean(baselineRuns.map((r) => r.p50)),
        p95: mean(baselineRuns.map((r) => r.p95)),
        p975: mean(baselineRuns.map((r) => r.p975)),
        p99: mean(baselineRuns.map((r) => r.p99)),
        total: baselineRuns.reduce((sum, r) => sum + r.total, 0),
        non2xx: baselineRuns.reduce((sum, r) => sum + r.non2xx, 0),
        errors: baselineRuns.reduce((sum, r) => sum + r.errors, 0),
        cpuMs: baselineRuns.some((r) => r.cpuMs !== undefined)
          ? median(baselineRuns.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs])))
          : undefined,
      });
      log(
        `baseline req/s per pairing: ${baselineRuns.map((r) => r.reqPerSec.toFixed(0)).join(', ')} (the row shows their mean)`,
      );
    }
    printTable(rows);
    if (rows.some((r) => r.target.kind)) printKindTable(rows);
    const failing = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failing.length > 0)
      log(`warning: non-2xx responses or errors on ${failing.map((r) => r.target.path).join(', ')}`);
    const slow = rows.filter((r) => r.target.cached && r.share !== undefined && r.share < 0.8);
    if (slow.length > 0 && baselineTarget)
      log(`below 0.8 of ${baselineTarget.path}'s req/s: ${slow.map((r) => r.target.path).join(', ')}`);
  });
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
