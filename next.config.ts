import path from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaders } from './server/security-headers.mjs';

// Security headers for every response: server/security-headers.mjs.
const isDev = process.env.NODE_ENV === 'development';

// The incremental cache (docs/decisions/021-shared-cache-redis.md):
// server/cache-handler.mjs in production. With REDIS_URL, Next's incremental cache (unstable_cache
// data, ISR/static pages, tags) lives in Redis, so a revalidation on one instance reaches all;
// without it, in this process's memory, an LRU bounded in entries and bytes (Next's own file-system
// cache kept a file set for every path anyone asked for, 404s included, without a bound). Either
// way 404 pages and reads that found nothing are not stored. This file is read again by
// `npm start`, so what counts is REDIS_URL where the server starts. process.env, not
// src/server/env.ts: Next loads this file before any app module and outside the server bundle,
// where `server-only` modules cannot be imported.
// No `cacheMaxMemorySize: 0`: with a custom cacheHandler Next builds no file-system cache, whose
// memory LRU that setting sizes; its other use, the built-in 'use cache' handler, it would switch off.
// Not under `npm run dev`, which barely caches.
const incrementalCache: Pick<NextConfig, 'cacheHandler'> = isDev
  ? {}
  : { cacheHandler: path.resolve(import.meta.dirname, 'server', 'cache-handler.mjs') };

const nextConfig: NextConfig = {
  ...incrementalCache,
  // PGlite ships wasm + data files that must be loaded from node_modules, not bundled.
  // prom-client and the Sentry SDK: one copy in the process, shared with server/index.mjs (decision 031).
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pino', 'pg', 'prom-client', '@sentry/nextjs'],
  poweredByHeader: false,
  // server/compression.mjs compresses, Brotli first; Next's own is gzip only.
  compress: false,
  // `npm test` runs tsc beside the build (scripts/test.ts) and sets NEXT_SKIP_TYPECHECK=1 so the
  // build does not type-check the same code a second time; every other build checks types.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // No ETag: Next computes it by hashing the whole HTML string in JavaScript on every response, a
  // sixth of a cached list page's CPU (the throughput bench, decision 022). Cached pages carry
  // `s-maxage` for a CDN; a browser's revalidation of a page costs a full body instead of a 304.
  generateEtags: false,
  typedRoutes: false,
  experimental: {
    // Forms post pictures as image64 data URLs: a file just under the spec's 10 MB limit is ~13.4 MB
    // in base64. Under the default 1 MB a cropped avatar could already fail with Next's generic
    // error instead of the spec's 'File must smaller than 10 MB' (src/server/images checks the size).
    serverActions: { bodySizeLimit: '14mb' },
    // A build writes Turbopack's cache to .next/cache for the next build to reuse. CI builds once in
    // a fresh clone and never reads it: writing it took about a third of that build.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ dev: isDev }) }];
  },
  // Cached public pages cannot read searchParams (that makes a page dynamic): the wrestlers lists'
  // `?page=n` becomes a path segment, each page its own cache entry (decision 022). Only 1–6
  // digits are rewritten; anything else shows page 1, as before.
  async rewrites() {
    const page = [{ type: 'query' as const, key: 'page', value: '(?<page>\\d{1,6})' }];
    return {
      beforeFiles: [
        { source: '/wrestlers', has: page, destination: '/wrestlers/page/:page' },
        { source: '/wrestlers/type/:type', has: page, destination: '/wrestlers/type/:type/page/:page' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
