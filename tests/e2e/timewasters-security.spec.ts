import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { CANARY_TIMEWASTER, DEMO_GIRL, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/timewasters';

// The canary test on the real app: a visitor and demo_guy fetch every timewaster page (HTML and
// RSC payload) and endpoint plus the public pages; no canary value may appear anywhere, and an
// existing id answers exactly like a missing one.

const MISSING = 987654;
const VARIANTS: Record<string, string>[] = [{}, { RSC: '1' }];
const CANARIES = Object.values(CANARY_TIMEWASTER).map((v) => v.toLowerCase());
CANARIES.push('canary-tw', '555-019-9731', '(555) 019-9731');

let canaryId: number;

test.beforeAll(async () => {
  const girl = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInAs(girl, DEMO_GIRL.username);
  const found = await girl.get(`/api/v1/timewasters?q=${encodeURIComponent(CANARY_TIMEWASTER.name)}`);
  canaryId = Number(((await found.json()) as { data: { id: string }[] }).data[0]!.id);
  expect(canaryId).toBeGreaterThan(0);
  await girl.dispose();
});

function pagesFor(id: number): string[] {
  return [
    '/girl/timewasters',
    '/girl/timewasters?q=TW-NAME-7f',
    '/girl/report-timewaster',
    '/girl/my-timewasters',
    `/girl/timewaster/edit/${id}`,
    '/admin/timewasters',
    '/admin/add/timewaster',
    `/admin/edit/timewaster/${id}`,
  ];
}
function endpointsFor(id: number): Array<[string, string, unknown?]> {
  return [
    ['GET', `/api/v1/timewasters?q=${CANARY_TIMEWASTER.phone}&include[]=timewasterEmails`],
    ['GET', `/api/v1/search-timewasters?q=${encodeURIComponent(CANARY_TIMEWASTER.email)}`],
    ['GET', `/api/v1/timewasters/${id}`],
    ['PATCH', `/api/v1/timewasters/${id}`, { data: { type: 'timewasters', attributes: { name: 'x' } } }],
    ['DELETE', `/api/v1/timewasters/${id}`],
    ['GET', '/api/v1/my-timewasters'],
    ['GET', `/api/v1/timewaster-comments?filter[timewasterId]=${id}`],
    [
      'POST',
      '/api/v1/timewaster-comments',
      { data: { type: 'timewasterComments', attributes: { timewasterId: id, comment: 'x' } } },
    ],
    [
      'POST',
      '/api/v1/timewaster-phones',
      { data: { type: 'timewasterPhones', attributes: { timewasterId: id, phoneNumber: '2125550100' } } },
    ],
    [
      'POST',
      '/api/v1/timewaster-emails',
      { data: { type: 'timewasterEmails', attributes: { timewasterId: id, email: 'a@b.test' } } },
    ],
    ['GET', `/api/v1/timewaster-photos?filter[timewasterId]=${id}&sort=-id`],
    ['POST', '/api/v1/thumbs', { data: { type: 'thumbs', attributes: { timewasterId: id, thumbType: 1 } } }],
    ['PATCH', `/api/v1/thumbs/${id}`, { data: { type: 'thumbs', attributes: { thumbType: 2 } } }],
    ['DELETE', `/api/v1/thumbs/${id}`],
  ];
}

function assertNoCanary(body: string, where: string) {
  const lower = body.toLowerCase();
  for (const canary of CANARIES) expect(lower, `${where} mentions ${canary}`).not.toContain(canary);
}

/**
 * Pages embed the requested path and a per-request nonce; everything else must be identical. Both
 * ids are replaced in both bodies, so a short id (e.g. 1) that also occurs elsewhere is replaced
 * symmetrically.
 */
function normalise(body: string): string {
  return body
    .replace(/_rsc=[\w-]+/g, '_rsc=')
    .replaceAll(String(MISSING), 'ID')
    .replaceAll(String(canaryId), 'ID')
    .replace(/nonce="[^"]*"/g, '')
    .replace(/"nonce":"[^"]*"/g, '')
    .replace(/\\?"nonce\\?":\\?"[^"\\]*\\?"/g, '');
}

const FLIGHT_SCRIPT = /<script(?: nonce="[^"]*")?>self\.__next_f\.push\((\[.*?\])\)<\/script>/g;

/**
 * A document as its markup without the inline flight data, then the flight data's rows sorted: the
 * server streams some rows (the not-found boundary's error row, the metadata) in the order they
 * finish, which differs between two renders of one answer. Every row must still be there, the same.
 */
function documentForComparison(body: string): string {
  const rows: string[] = [];
  const markup = body.replace(FLIGHT_SCRIPT, (_, push: string) => {
    const [kind, data] = JSON.parse(push) as [number, string?];
    if (kind === 1 && typeof data === 'string') rows.push(data);
    return '';
  });
  const flight = rows.join('').split('\n').sort();
  return normalise([markup, ...flight].join('\n'));
}

for (const who of ['visitor', 'guy'] as const) {
  test(`${who}: every timewaster page and endpoint is the same 404 and no canary leaks`, async () => {
    const context: APIRequestContext = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    if (who === 'guy') await signInAs(context, DEMO_GUY.username);
    for (const [index, path] of pagesFor(canaryId).entries()) {
      for (const headers of VARIANTS) {
        const existing = await context.get(path, { headers });
        const missing = await context.get(pagesFor(MISSING)[index]!, { headers });
        const body = await existing.text();
        // The HTML answer is a 404; Next streams an RSC payload (after its _rsc redirect) with 200
        // and the not-found tree inside, so for RSC the status must match the missing id's.
        if (!headers.RSC) expect(existing.status(), `${who} ${path}`).toBe(404);
        expect(existing.status(), `${who} ${path} ${JSON.stringify(headers)}`).toBe(missing.status());
        assertNoCanary(body, path);
        // RSC flight payloads differ per request even for one URL (Next's own per-render data), so
        // only the HTML documents are compared byte for byte; both are still searched for canaries.
        const missingBody = await missing.text();
        assertNoCanary(missingBody, path);
        if (!headers.RSC) expect(documentForComparison(body), path).toBe(documentForComparison(missingBody));
      }
    }
    const missingEndpoints = endpointsFor(MISSING);
    for (const [index, [method, path, data]] of endpointsFor(canaryId).entries()) {
      const existing = await context.fetch(path, {
        method,
        data,
        headers: { 'Content-Type': 'application/vnd.api+json', Origin: E2E_BASE_URL },
      });
      const [, missingPath, missingData] = missingEndpoints[index]!;
      const missing = await context.fetch(missingPath, {
        method,
        data: missingData,
        headers: { 'Content-Type': 'application/vnd.api+json', Origin: E2E_BASE_URL },
      });
      const body = await existing.text();
      expect(existing.status(), `${who} ${method} ${path}`).toBe(404);
      expect(body).toBe(await missing.text());
      assertNoCanary(body, path);
    }
    for (const path of ['/', '/session', '/sitemap.xml', '/api/v1/search?q=CANARY', '/wrestlers', '/dashboard']) {
      for (const headers of VARIANTS) {
        const response = await context.get(path, { headers });
        assertNoCanary(await response.text(), path);
      }
    }
    await context.dispose();
  });
}
