import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

// A Sentry-protocol receiver on loopback for the monitoring spec: it accepts envelopes the way
// Sentry, GlitchTip or any compatible service does (POST /api/<project>/envelope/) and keeps each
// raw body and its items. Browsers post to it cross-origin, so it answers CORS like the real thing.

export interface Envelope {
  raw: string;
  items: { type: string; payload: Record<string, unknown> }[];
}

export interface SentryReceiver {
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** The event items received so far. */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

function parseEnvelope(raw: string): Envelope {
  const lines = raw.split('\n');
  const items: Envelope['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
    } catch {
      // an attachment: not JSON
    }
    items.push({ type: header.type, payload });
  }
  return { raw, items };
}

export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: Envelope[] = [];
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      const encoding = req.headers['content-encoding'];
      if (encoding === 'gzip') body = gunzipSync(body);
      if (encoding === 'deflate') body = inflateSync(body);
      if (/\/api\/\d+\/envelope\/?/.test(req.url ?? '')) envelopes.push(parseEnvelope(body.toString('utf8')));
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://e2epublickey@127.0.0.1:${port}/42`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    events: () => envelopes.flatMap((e) => e.items.filter((i) => i.type === 'event').map((i) => i.payload)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
