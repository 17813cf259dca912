// The control of a Lighthouse run (LIGHTHOUSE_CONTROL=1): the same page's own HTML and stylesheets
// with every script taken out, audited beside it with the same CPU slowdown. It is that page's floor
// on this host: what the document's parse, style, layout and paint, its stylesheets and pictures cost
// before any JavaScript. The page's figure minus its control's is what its scripts cost (their
// download, evaluation and hydration, and the wait they put before Lighthouse's "interactive").
//
// The stripped document is served by a small server of its own on loopback at the page's own path;
// every other request (stylesheets, pictures, fonts) is passed on to the site with the browser's
// cookies (a cookie is the host's, whatever the port: a signed-in page's pictures load as there), so
// the document's relative addresses resolve as on the site and nothing is cross-origin.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Hop-by-hop and length headers a pass-through must not copy (the body is re-sent whole). */
const NOT_COPIED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/**
 * `html` without its scripts: every `<script>` element (external, inline, the RSC payload, JSON
 * data) and every preload of a script (`modulepreload`, `preload as="script"`). Stylesheets,
 * pictures and the markup itself are left as they are (React writes no inline event handlers).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (link) =>
      /\brel=["']?modulepreload\b/i.test(link) ||
      (/\brel=["']?preload\b/i.test(link) && /\bas=["']?script\b/i.test(link))
        ? ''
        : link,
    );
}

export interface ControlSite {
  /** The control's address of a page path the site was asked for (`documents`' key). */
  urlOf: (pagePath: string) => string;
  close: () => Promise<void>;
}

/**
 * Serves `documents` (a page path with its query, e.g. `/advanced_search?q=an`, → its stripped HTML)
 * on a free loopback port and passes every other GET on to `siteUrl`.
 */
export async function serveControl(siteUrl: string, documents: Map<string, string>): Promise<ControlSite> {
  const server = http.createServer((request, response) => {
    const target = request.url ?? '/';
    const document = documents.get(target);
    if (document !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(document);
      return;
    }
    const cookie = request.headers.cookie;
    fetch(new URL(target, siteUrl), {
      headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    })
      .then(async (answer) => {
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!NOT_COPIED.has(name)) headers[name] = value;
        });
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, headers);
        response.end(body);
      })
      .catch((error: unknown) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (pagePath) => `http://127.0.0.1:${port}${pagePath}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
