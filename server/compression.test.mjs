import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponse } from './compression.mjs';

// Our server compresses what Next writes: Brotli when the browser accepts it, else gzip, and a
// streamed answer arrives chunk by chunk as Next flushes it.

const PAGE = `<!doctype html><html><body>${'<p class="card">A wrestler in Dallas</p>'.repeat(400)}</body></html>`;

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

/** A server whose handler writes like Next: headers, then chunks with a flush after each. */
function serve(handler) {
  server = http.createServer((req, res) => {
    compressResponse(req, res);
    handler(req, res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

function get(port, acceptEncoding, onChunk) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => {
        chunks.push(chunk);
        onChunk?.(chunk, req);
      });
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const html = (req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(PAGE);
};

describe('compressed responses', () => {
  it('sends Brotli to a browser that accepts it, smaller than gzip', async () => {
    const port = await serve(html);
    const br = await get(port, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get(port, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('compresses a route handler’s JSON', async () => {
    const document = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, type: 'girls' })) });
    const port = await serve((req, res) => {
      res.setHeader('Content-Type', 'application/vnd.api+json');
      res.end(document);
    });
    const answer = await get(port, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/vnd.api+json');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(document);
  });

  it('leaves an answer alone for a client that asks for none, and pictures always', async () => {
    const port = await serve((req, res) => {
      if (req.url === '/picture') {
        res.setHeader('Content-Type', 'image/webp');
        res.end(Buffer.alloc(4096, 7));
        return;
      }
      html(req, res);
    });
    const plain = await get(port, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    const picture = await new Promise((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/picture', headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        resolve(res.headers);
      }),
    );
    expect(picture['content-encoding']).toBeUndefined();
  });

  it('streams: a flushed first chunk arrives before the handler writes the rest', async () => {
    let release;
    const rest = new Promise((resolve) => (release = resolve));
    const port = await serve(async (req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 2000));
      res.flush();
      await rest;
      res.end(PAGE.slice(2000));
    });
    const decoder = zlib.createBrotliDecompress();
    let decoded = '';
    let beforeTheRest = null;
    decoder.on('data', (chunk) => {
      decoded += chunk;
      // What has arrived while the handler still waits: the flushed first chunk, whole.
      if (beforeTheRest === null && decoded.length >= 2000) {
        beforeTheRest = decoded;
        release();
      }
    });
    const answer = await get(port, 'br', (chunk) => decoder.write(chunk));
    expect(beforeTheRest).toBe(PAGE.slice(0, 2000));
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('lets go of its compressor when the client hangs up mid-answer', async () => {
    let closed;
    const serverClosed = new Promise((resolve) => (closed = resolve));
    let compressor;
    const port = await serve((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE);
      res.flush();
      compressor = res.on('drain', () => {});
      res.on('close', () => setImmediate(closed));
    });
    await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
    });
    await serverClosed;
    expect(compressor.destroyed).toBe(true);
  });
});
