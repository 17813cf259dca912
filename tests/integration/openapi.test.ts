import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as openApiRoute } from '@/app/api/v1/openapi.json/route';
import { HTTP_METHODS, openApiPath, responseBodySchema } from '@/server/http/openapi';
import { describeEndpoint } from '@/server/http/endpoint';
import { getDb } from '@/server/db';
import { appealMessages, appeals, decisionNotices, girls, refusedPhotos, user } from '@/server/db/schema';
import { DEMO_PENDING_GIRL } from '../../scripts/seed';
import { apiRows, callMatrix, callRoute, routeModule, setUpMatrix, type MatrixSetup } from '../helpers/api-matrix';
import { avatarDataUrl } from '../helpers/guys';

// The OpenAPI 3.1 description of /api/v1. It passes an OpenAPI validator; every
// route file and method under src/app/api/v1 is in it (a new route without a line in
// api-routes.ts fails here); and a real answer of every documented GET, on the seeded demo data,
// as every kind of actor that gets one, validates against the response schema it documents.

const V1 = path.resolve(import.meta.dirname, '../../src/app/api/v1');

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === 'route.ts' ? [full] : [];
  });
}

const patternOf = (file: string) => `/api/v1/${path.relative(V1, path.dirname(file)).split(path.sep).join('/')}`;

type Document = { paths: Record<string, Record<string, unknown>> };
let document: Document;

beforeAll(async () => {
  const response = await openApiRoute(new Request('http://localhost:3000/api/v1/openapi.json'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  document = (await response.json()) as Document;
});

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
    // SwaggerParser.validate dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every method of every route file under src/app/api/v1', async () => {
    const missing: string[] = [];
    let operations = 0;
    for (const file of routeFiles(V1)) {
      const pattern = patternOf(file);
      const exported = (await import(file)) as Record<string, unknown>;
      for (const method of HTTP_METHODS) {
        if (typeof exported[method] !== 'function') continue;
        operations += 1;
        if (!document.paths[openApiPath(pattern)]?.[method.toLowerCase()]) missing.push(`${method} ${pattern}`);
      }
    }
    expect(operations).toBeGreaterThan(90);
    expect(missing, `not in src/app/api/v1/openapi.json/api-routes.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('documents the response of every GET', async () => {
    const undocumented: string[] = [];
    for (const file of routeFiles(V1)) {
      const handler = ((await import(file)) as Record<string, unknown>).GET;
      if (typeof handler === 'function' && !describeEndpoint(handler)?.response) undocumented.push(patternOf(file));
    }
    expect(undocumented).toEqual([]);
  });
});

describe('real answers of the documented GETs', () => {
  let setup: MatrixSetup;
  beforeAll(async () => {
    setup = await setUpMatrix();
  }, 180_000);

  it('validate against the response schema each GET documents, for every actor that gets one', async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const gets = apiRows().filter((row) => row.method === 'GET');
    // Two matrix samples only ever meet a 404 (a missing poll; the demo girl sent no verification
    // picture): a poll of the seed, and the pending girl's picture once she has sent it.
    const [pending] = await (
      await getDb()
    )
      .select({ id: girls.id })
      .from(girls)
      .where(eq(girls.username, DEMO_PENDING_GIRL.username));
    const put = await callRoute(
      '/api/v1/girls/[id]/verification-picture',
      'PUT',
      `/api/v1/girls/${pending!.id}/verification-picture`,
      setup.cookies.pendingGirl,
      { 'Content-Type': 'application/json' },
      JSON.stringify({ image64: await avatarDataUrl(3) }),
    );
    expect(put.status).toBe(204);
    // Nobody appealed in the seed: the pending girl appeals a (made-up) ban notice, so her GET and
    // a moderator's validate.
    const db = await getDb();
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.username, DEMO_PENDING_GIRL.username));
    const [notice] = await db
      .insert(decisionNotices)
      .values({
        recipientUserId: account!.id,
        kind: 'ban',
        role: 'subject',
        subject: 'Your account',
        accepted: false,
        reasonCode: 'spam',
      })
      .returning({ id: decisionNotices.id });
    const [appeal] = await db
      .insert(appeals)
      .values({
        noticeId: notice!.id,
        appellantUserId: account!.id,
        kind: 'ban',
        subjectTable: 'girls',
        subjectId: pending!.id,
      })
      .returning({ id: appeals.id });
    await db
      .insert(appealMessages)
      .values({ appealId: appeal!.id, authorUserId: account!.id, fromModerator: false, body: 'Hi' });
    const [refused] = await db.select({ id: refusedPhotos.id }).from(refusedPhotos).limit(1);
    const extra = [
      {
        key: 'GET /api/v1/poll-votes',
        method: 'GET',
        pattern: '/api/v1/poll-votes',
        sample: '/api/v1/poll-votes?poll=favorite-session-type',
      },
      {
        key: 'GET /api/v1/posts/[id]/file',
        method: 'GET',
        pattern: '/api/v1/posts/[id]/file',
        sample: `/api/v1/posts/${setup.values.pendingPostId}/file`,
      },
      {
        key: 'GET /api/v1/girls/[id]/verification-picture',
        method: 'GET',
        pattern: '/api/v1/girls/[id]/verification-picture',
        sample: `/api/v1/girls/${pending!.id}/verification-picture`,
      },
      {
        key: 'GET /api/v1/refused-photos/[id]/file',
        method: 'GET',
        pattern: '/api/v1/refused-photos/[id]/file',
        sample: `/api/v1/refused-photos/${refused!.id}/file`,
      },
      {
        key: 'GET /api/v1/appeals/[id]',
        method: 'GET',
        pattern: '/api/v1/appeals/[id]',
        sample: `/api/v1/appeals/${appeal!.id}`,
      },
    ];
    const calls = await callMatrix(setup, [...gets, ...extra]);
    const failures: string[] = [];
    const checkedRoutes = new Set<string>();
    let checked = 0;
    for (const { pattern, actor, response, url } of calls) {
      if (!response.ok) continue;
      const handler = (await routeModule(pattern)).GET;
      const doc = describeEndpoint(handler)?.response;
      if (!doc) continue; // reported by the test above
      const what = `GET ${url} as ${actor}`;
      if (doc.kind === 'media') {
        const type = response.headers.get('content-type') ?? '';
        if (!doc.contentTypes.includes(type)) failures.push(`${what}: ${type} is not documented`);
      } else {
        const schema = responseBodySchema(doc);
        const validate = ajv.compile(schema!);
        if (!validate(await response.json()))
          failures.push(`${what}: ${ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 400)}`);
      }
      if (response.status !== doc.status) failures.push(`${what}: status ${response.status}, documented ${doc.status}`);
      checked += 1;
      checkedRoutes.add(pattern);
    }
    const never = gets.map((row) => row.pattern).filter((pattern) => !checkedRoutes.has(pattern));
    console.log(
      `[openapi] ${checked} GET answers from ${checkedRoutes.size} of ${gets.length} GET routes validated, ${failures.length} failed`,
    );
    // Every documented GET answered someone (the matrix's samples name seeded records).
    expect(never).toEqual([]);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
