import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { migrationsFolder } from '../db/migrate';
import { env } from '../env';
import { startupPurgeState } from './startup-state';

// GET /api/ready. Each check has its own time budget, so a hung dependency answers "not ready"
// within seconds instead of holding the load balancer's probe.

export interface Check {
  ok: boolean;
  detail: string;
  ms: number;
}
export type CheckName = 'database' | 'redis' | 'migrations' | 'startup';
export interface Readiness {
  ready: boolean;
  checks: Record<CheckName, Check>;
}

const CHECK_TIMEOUT_MS = 3_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined); // a late failure after the timeout is not unhandled
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function timed(run: () => Promise<string>): Promise<Check> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const detail = await within(run(), CHECK_TIMEOUT_MS);
    return { ok: true, detail, ms: ms() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error), ms: ms() };
  }
}

async function database(): Promise<string> {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return 'answers';
}

async function migrations(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const newest = journal.entries.at(-1);
  if (!newest) return 'none to apply';
  const db = await getDb();
  const result = await db.execute<{ newest: string | number | null }>(
    sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
  );
  const applied = Number(result.rows[0]?.newest ?? 0);
  if (applied < newest.when) throw new Error(`${newest.tag} is not applied`);
  return `${journal.entries.length} applied, newest ${newest.tag}`;
}

interface CacheHandlerConfig {
  client?: { isReady: boolean; ping(): Promise<string> };
}

async function redis(): Promise<string> {
  if (!env.REDIS_URL) return 'not configured';
  const config = await (globalThis as { [key: symbol]: Promise<CacheHandlerConfig> | undefined })[
    Symbol.for('matside.cacheHandlerConfig')
  ];
  if (!config?.client) throw new Error('the shared cache has not started');
  if (!config.client.isReady) throw new Error('not connected');
  await config.client.ping();
  return 'answers';
}

async function startup(): Promise<string> {
  const state = startupPurgeState();
  if (state === 'pending') throw new Error('the start-up purge has not run');
  return state;
}

export async function checkReadiness(): Promise<Readiness> {
  const [db, cache, applied, purge] = await Promise.all([
    timed(database),
    timed(redis),
    timed(migrations),
    timed(startup),
  ]);
  const checks = { database: db, redis: cache, migrations: applied, startup: purge };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
