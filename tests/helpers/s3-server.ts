// An S3-protocol server on loopback for the tests and the cluster bench: s3rver (npm, files in a
// temporary folder), with one private bucket. s3rver itself lets anonymous requests through and
// does not check V4 signatures, so a middleware in front does what a real store does: a request
// without a valid signature for these credentials gets 403, whatever it asks for.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';

export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** The bucket's keys under `prefix` (up to 1,000), as the store lists them. */
  listKeys: (prefix: string) => Promise<string[]>;
  /** Requests refused for a missing or wrong signature so far. */
  refused: () => number;
  close: () => Promise<void>;
}

/** What the middleware uses of Koa's context (s3rver is a Koa app; Koa's types are not installed). */
interface Context {
  method: string;
  originalUrl: string;
  get(header: string): string;
  status: number;
  type: string;
  body: unknown;
}

// s3rver's built-in account: it refuses other access key ids.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/** Signs the request as received again with the bucket's secret; true when the signatures agree. */
async function signedCorrectly(ctx: Context): Promise<boolean> {
  const match = AUTHORIZATION.exec(ctx.get('authorization'));
  if (!match || match[1] !== ACCESS_KEY_ID) return false;
  const headers = new Headers();
  for (const name of match[3]!.split(';')) if (name !== 'host') headers.set(name, ctx.get(name));
  const signer = new AwsV4Signer({
    method: ctx.method,
    url: `http://${ctx.get('host')}${ctx.originalUrl}`,
    headers,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    service: 's3',
    region: match[2]!,
    datetime: ctx.get('x-amz-date'),
  });
  const { headers: expected } = await signer.sign();
  return expected.get('authorization') === ctx.get('authorization');
}

export async function startLoopbackS3(bucket = 'matside-media'): Promise<LoopbackS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'matside-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let refused = 0;
  // First in the chain (Koa composes its middleware when the server starts listening).
  (server as unknown as { middleware: unknown[] }).middleware.unshift(
    async (ctx: Context, next: () => Promise<void>) => {
      if (await signedCorrectly(ctx)) return next();
      refused += 1;
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code></Error>';
    },
  );
  const { address, port } = await server.run();
  const endpoint = `http://${address}:${port}`;
  return {
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    listKeys: async (prefix) => {
      const client = new AwsClient({
        accessKeyId: ACCESS_KEY_ID,
        secretAccessKey: SECRET_ACCESS_KEY,
        region: REGION,
        service: 's3',
      });
      const response = await client.fetch(`${endpoint}/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
      const xml = await response.text();
      if (!response.ok) throw new Error(`listing the bucket failed with HTTP ${response.status}`);
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
    },
    refused: () => refused,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
