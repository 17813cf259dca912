import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptsBrotli, PRECOMPRESSED_MANIFEST, precompressedStatic } from '../server/precompressed.mjs';
import { compressStatic } from './compress-static';

// The build's Brotli copies of Next's static files (compress-static.ts) and our server sending them
// (server/precompressed.mjs) to a browser that accepts Brotli, with the headers Next would send.

let nextDir: string;
const script = `(globalThis.TURBOPACK||=[]).push(["chunk",${'function(){return "wrestler";},'.repeat(300)}]);\n`;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(nextDir, file)), { recursive: true });
  writeFileSync(path.join(nextDir, file), text);
}

beforeEach(() => {
  nextDir = mkdtempSync(path.join(os.tmpdir(), 'compress-static-'));
  write('static/chunks/app.js', script);
  write('static/chunks/site.css', `.card{display:grid}${'.chip{color:red}'.repeat(200)}`);
  write('static/media/logo.woff2', 'binary');
  write('server/app/page.js', 'server code');
});
afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

describe('compressStatic (the build step)', () => {
  it('writes a Brotli copy of each script and stylesheet, and lists them', () => {
    const result = compressStatic(nextDir);
    expect(result).toMatchObject({ files: 2, written: 2 });
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    const copy = readFileSync(path.join(nextDir, 'static/chunks/app.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    const manifest = JSON.parse(readFileSync(path.join(nextDir, PRECOMPRESSED_MANIFEST), 'utf8'));
    expect(manifest).toEqual({
      '/_next/static/chunks/app.js': { br: 'static/chunks/app.js.br', size: copy.length },
      '/_next/static/chunks/site.css': expect.objectContaining({ br: 'static/chunks/site.css.br' }),
    });
  });

  it('keeps a copy newer than its file and writes again one older (a chunk edited after it)', () => {
    compressStatic(nextDir);
    expect(compressStatic(nextDir).written).toBe(0);
    const file = path.join(nextDir, 'static/chunks/app.js');
    writeFileSync(file, `//# allFunctionsCalledOnLoad\n${script}`);
    const later = new Date(statSync(`${file}.br`).mtimeMs + 5_000);
    utimesSync(file, later, later);
    expect(compressStatic(nextDir).written).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toContain('allFunctionsCalledOnLoad');
  });
});

describe('acceptsBrotli', () => {
  it('reads the browser’s Accept-Encoding', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('precompressedStatic (the server)', () => {
  let server: http.Server;
  let port: number;
  let passedOn: string[];

  beforeEach(async () => {
    compressStatic(nextDir);
    passedOn = [];
    const serve = precompressedStatic(nextDir);
    server = http.createServer((req, res) => {
      if (serve(req, res)) return;
      passedOn.push(req.url!);
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(url: string, encoding: string, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: url, method, headers: { 'accept-encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the Brotli copy with the type, caching and security headers', async () => {
    const answer = await get('/_next/static/chunks/app.js?dpl=1', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-length': String(answer.body.length),
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    const css = await get('/_next/static/chunks/site.css', 'br');
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([
      200,
      0,
      answer.headers['content-length'],
    ]);
    expect(passedOn).toEqual([]);
  });

  it('passes on a client without Brotli, a file it did not compress, and any other path', async () => {
    for (const [url, encoding] of [
      ['/_next/static/chunks/app.js', 'gzip, deflate'],
      ['/_next/static/chunks/app.js', 'gzip, br;q=0'],
      ['/_next/static/media/logo.woff2', 'br'],
      ['/_next/static/chunks/../../server/app/page.js', 'br'],
      ['/_next/static/chunks/app.js.br', 'br'],
      ['/profile/anna', 'br'],
    ]) {
      const answer = await get(url, encoding);
      expect(answer.body.toString(), url).toBe('next');
    }
    expect(passedOn).toHaveLength(6);
  });

  it('answers nothing without a manifest (next dev, or a build without the step)', () => {
    rmSync(path.join(nextDir, PRECOMPRESSED_MANIFEST));
    const req = { method: 'GET', url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'br' } };
    expect(precompressedStatic(nextDir)(req as never, {} as never)).toBe(false);
    compressStatic(nextDir);
    expect(precompressedStatic(nextDir, { dev: true })(req as never, {} as never)).toBe(false);
  });
});
