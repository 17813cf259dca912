import Jsona from 'jsona';
import { beforeAll, describe, expect, it } from 'vitest';
import { callMatrix, callRoute, setUpMatrix, type MatrixSetup } from '../helpers/api-matrix';
import { jsonApiSchemaErrors } from '../helpers/json-api-schema';

// What a JSON:API client gets. Every /api/v1 response of the authorization
// matrix (every row, as every kind of actor, on the seeded demo data) is a document the official
// JSON:API schemas accept; content negotiation answers 415/406 as the spec says; a real client
// library (jsona) reads three resources back with their own types.

let setup: MatrixSetup;

beforeAll(async () => {
  setup = await setUpMatrix();
}, 180_000);

/** Media a file route answers (the photo and verification-picture routes): not JSON, not checked. */
const MEDIA = /^(image|video)\//;
/** The OpenAPI description lives under /api/v1 but is an OpenAPI document, not JSON:API. */
const NOT_JSON_API = new Set(['GET /api/v1/openapi.json']);

describe('every /api/v1 response of the route matrix', () => {
  it('is a JSON:API document that the JSON:API 1.1 and 1.0 schemas accept', async () => {
    const calls = await callMatrix(setup);
    const failures: string[] = [];
    let documents = 0;
    let media = 0; // files, and the OpenAPI document
    for (const { key, actor, response } of calls) {
      const what = `${key} as ${actor} (${response.status})`;
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      if (response.status === 204 && text === '') continue;
      if (response.ok && (MEDIA.test(contentType) || NOT_JSON_API.has(key))) {
        media += 1;
        continue;
      }
      documents += 1;
      if (contentType !== 'application/vnd.api+json') {
        failures.push(`${what}: Content-Type ${contentType || 'none'}`);
        continue;
      }
      const errors = jsonApiSchemaErrors(JSON.parse(text) as unknown);
      if (errors.length > 0) failures.push(`${what}: ${errors.join(' | ')}`);
    }
    console.log(
      `[json:api] ${calls.length} matrix responses: ${documents} documents checked, ${media} files or OpenAPI, ${failures.length} failed`,
    );
    expect(documents).toBeGreaterThan(400);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});

describe('JSON:API content negotiation (jsonapi.org/format/1.1/#content-negotiation-servers)', () => {
  const scammers = (headers: Record<string, string>) =>
    callRoute('/api/v1/scammers', 'GET', '/api/v1/scammers', undefined, headers);
  const post = (contentType: string) =>
    callRoute('/api/v1/scammers', 'POST', '/api/v1/scammers', setup.cookies.guy, { 'Content-Type': contentType });

  it('answers 406 when every JSON:API media type in Accept carries a parameter other than ext or profile, or an extension', async () => {
    for (const accept of [
      'application/vnd.api+json; charset=utf-8',
      'application/vnd.api+json;version=1',
      'application/vnd.api+json; charset=utf-8, application/vnd.api+json; foo=bar',
      'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
      'text/html, application/vnd.api+json; charset=utf-8',
    ]) {
      const response = await scammers({ Accept: accept });
      expect(response.status, accept).toBe(406);
      expect(jsonApiSchemaErrors(await response.json())).toEqual([]);
    }
  });

  it('serves an Accept with the plain media type, a profile, another type or none', async () => {
    for (const accept of [
      'application/vnd.api+json',
      'application/vnd.api+json; profile="https://example.com/profiles/timestamps"',
      'application/vnd.api+json; charset=utf-8, application/vnd.api+json',
      'application/json',
      '*/*',
    ]) {
      expect((await scammers({ Accept: accept })).status, accept).toBe(200);
    }
    expect((await scammers({})).status).toBe(200);
  });

  it('answers 415 to a JSON:API Content-Type with a parameter other than ext or profile, or an extension', async () => {
    for (const contentType of [
      'application/vnd.api+json; charset=utf-8',
      'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
    ]) {
      const response = await post(contentType);
      expect(response.status, contentType).toBe(415);
      expect(jsonApiSchemaErrors(await response.json())).toEqual([]);
    }
    // With a profile the body is read (and refused for what it lacks: past negotiation).
    expect((await post('application/vnd.api+json; profile="https://example.com/p"')).status).toBe(400);
  });
});

describe('a JSON:API client library (jsona)', () => {
  it('round-trips photos, a girl and travels with their own types', async () => {
    const girlId = setup.values.girlId!;
    const read = async (pattern: string, url: string) => {
      const response = await callRoute(pattern, 'GET', url, setup.cookies.girl);
      expect(response.status, url).toBe(200);
      return (await response.json()) as { data: unknown };
    };
    const documents = {
      photos: await read('/api/v1/photos', `/api/v1/photos?filter[userId]=${girlId}&sort=-id`),
      girls: await read('/api/v1/girls/[id]', `/api/v1/girls/${girlId}`),
      travels: await read('/api/v1/travels', `/api/v1/travels?girlId=${girlId}`),
    };
    const jsona = new Jsona();
    for (const [type, document] of Object.entries(documents)) {
      const models = [jsona.deserialize(document as never)].flat();
      expect(models.length, type).toBeGreaterThan(0);
      expect(new Set(models.map((model) => model.type)), type).toEqual(new Set([type]));
      // And back: the same resources as the server sent.
      const again = jsona.serialize({ stuff: Array.isArray(document.data) ? models : models[0]! });
      expect(again.data, type).toEqual(document.data);
    }
    const photo = [jsona.deserialize(documents.photos as never)].flat()[0]!;
    expect(['image', 'video']).toContain(photo.fileType);
  });
});
