import { metrics } from '@/server/observability/metrics';

// Renders a page's server components the way Next's server does for one request, far enough to
// run every query they make: each async component is awaited, and its output walked in turn.
// Client components (which need React's dispatcher) are not run; the server elements passed to
// them as props or children are. The request's cookie comes from requestScope (the test's
// next/headers mock reads it), and React's cache() is scoped to one render, as on the server.

interface RequestScope {
  cookie: string;
  memo: Map<unknown, unknown>;
}

let current: RequestScope | null = null;

/** The cookie of the request being rendered ('' outside a render): what next/headers answers. */
export function requestCookie(): string {
  return current?.cookie ?? '';
}

/**
 * React's cache() as the server has it: one result per function and arguments within one render
 * (tests mock `react` with it; the client build of React has no per-request cache).
 */
export function requestCache<Args extends unknown[], Result>(fn: (...args: Args) => Result) {
  return (...args: Args): Result => {
    if (!current) return fn(...args);
    let level = current.memo.get(fn) as Map<unknown, unknown> | undefined;
    if (!level) current.memo.set(fn, (level = new Map()));
    for (const arg of args.slice(0, -1)) {
      let next = level.get(arg) as Map<unknown, unknown> | undefined;
      if (!next) level.set(arg, (next = new Map()));
      level = next;
    }
    const last = args.length === 0 ? level : args[args.length - 1];
    if (!level.has(last)) level.set(last, fn(...args));
    return level.get(last) as Result;
  };
}

/** The SQL statements the app's database has run so far (the metrics' counter, every driver). */
export async function statementsSoFar(): Promise<number> {
  const { values } = await metrics().dbQueryDuration.get();
  return values.filter((v) => v.metricName?.endsWith('_count')).reduce((sum, v) => sum + v.value, 0);
}

/** A React element (checked by shape: this file is imported by the test's mock of `react`). */
function isElement(node: unknown): node is { type: unknown; props: Record<string, unknown> } {
  return typeof node === 'object' && node !== null && '$$typeof' in node && 'props' in node && 'type' in node;
}

const isAsync = (fn: unknown) => fn instanceof Function && fn.constructor.name === 'AsyncFunction';

async function walk(node: unknown): Promise<void> {
  if (node instanceof Promise) return walk(await node);
  if (Array.isArray(node)) {
    for (const child of node) await walk(child);
    return;
  }
  if (!isElement(node)) return;
  const { type, props } = node;
  if (typeof type === 'function' && isAsync(type)) {
    return walk(await (type as (p: unknown) => Promise<unknown>)(props));
  }
  if (typeof type === 'function') {
    // A sync component: a server one returns elements; a client one throws without React's
    // dispatcher (its hooks), and then only the elements it was given are walked.
    // React's development build reports the hook call outside a render on console.error first.
    let output: unknown;
    const report = console.error;
    console.error = () => undefined;
    try {
      output = (type as (p: unknown) => unknown)(props);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      output = undefined;
    } finally {
      console.error = report;
    }
    if (output !== undefined) return walk(output);
  }
  for (const value of Object.values(props)) await walk(value);
}

/**
 * Renders `page` (a page's or layout's default export, called with its props) as one request
 * signed in with `cookie`, and answers how many SQL statements it ran. Layouts: pass them in
 * `layouts`, outermost first; each gets the page as its children, as Next nests them.
 */
export async function statementsOfPage(
  cookie: string,
  page: () => unknown,
  layouts: ((props: { children: unknown }) => unknown)[] = [],
): Promise<number> {
  current = { cookie, memo: new Map() };
  try {
    const before = await statementsSoFar();
    for (const layout of layouts) await walk(await layout({ children: null }));
    await walk(await page());
    return (await statementsSoFar()) - before;
  } finally {
    current = null;
  }
}
