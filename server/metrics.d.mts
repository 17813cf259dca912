// Types of metrics.mjs for the app's TypeScript (allowJs is off).
import type { Counter, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  dbQueryDuration: Histogram<'driver'>;
  cacheLookups: Counter<'kind' | 'result'>;
  signInFailures: Counter<'reason'>;
  rateLimitRefusals: Counter<'limiter'>;
}
export function metrics(): Metrics;
export function statusClass(status: number): string;
export function recordRequest(request: { method: string; route: string; status: number; seconds: number }): void;
export function timeQuery<T>(driver: 'postgres' | 'pglite', promise: T): T;
