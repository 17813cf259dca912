// Next's static scripts and stylesheets, sent as the build compressed them (decision 038, session 36).
// `npm run build` writes each one's Brotli copy at quality 11 and lists them in
// .next/precompressed.json (scripts/compress-static.ts): 13 % fewer bytes than gzip, and nothing to
// compress per request. Only a path listed there is served from here, so no request names a file;
// anything else, or a client without `br`, goes on to Next (and server/compression.mjs).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './security-headers.mjs';

export const PRECOMPRESSED_MANIFEST = 'precompressed.json';
const STATIC_PREFIX = '/_next/static/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };

/** Whether an Accept-Encoding header accepts Brotli (a `br;q=0` refuses it). */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding.trim().toLowerCase() !== 'br') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/**
 * The handler for `distDir`'s manifest: `(req, res) => true` when it answered. Without a manifest
 * (`next dev`, a build without the step) it never answers.
 */
export function precompressedStatic(distDir, { dev = false } = {}) {
  const manifestPath = path.join(distDir, PRECOMPRESSED_MANIFEST);
  const files = new Map();
  if (!dev && existsSync(manifestPath)) {
    for (const [urlPath, file] of Object.entries(JSON.parse(readFileSync(manifestPath, 'utf8')))) {
      const type = TYPES[path.extname(urlPath)];
      if (type && urlPath.startsWith(STATIC_PREFIX))
        files.set(urlPath, { ...file, path: path.join(distDir, file.br), type });
    }
  }
  const headers = securityHeaders({ dev });
  return function servePrecompressed(req, res) {
    if (files.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const file = files.get(query < 0 ? url : url.slice(0, query));
    if (!file || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', file.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(file.path)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
