// bench:cluster's shared-store check: both instances keep their media in one
// S3 bucket, so a photo uploaded through A is served by B, through its whole life — private while
// pending, public once a moderator (on B) approves it, gone once she deletes it (on A).
import { Client } from 'pg';
import sharp from 'sharp';
import type { LoopbackS3 } from '../tests/helpers/s3-server';
import { DEMO_MODERATOR } from './seed/demo-accounts';
import { signIn } from './sign-in';

interface Instance {
  name: string;
  url: string;
}

type Check = (name: string, ok: boolean, detail: string) => void;

async function get(url: string, cookie?: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

export async function checkSharedMedia(options: {
  a: Instance;
  b: Instance;
  appUrl: string;
  databaseUrl: string;
  girl: { id: number; cookie: string };
  s3: LoopbackS3;
  check: Check;
}): Promise<void> {
  const { a, b, appUrl, girl, s3, check } = options;
  const send = (instance: Instance, path: string, method: string, cookie: string, body?: unknown, type = 'json') =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: { 'Content-Type': `application/${type}`, Cookie: cookie, Origin: appUrl },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });

  // 1. Uploaded through A: the file waits under a private key in the bucket; B serves it to her.
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#155e75' } })
    .jpeg()
    .toBuffer();
  const uploaded = await send(
    a,
    '/api/v1/photos',
    'POST',
    girl.cookie,
    {
      data: {
        type: 'photos',
        attributes: { image64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, userId: girl.id },
      },
    },
    'vnd.api+json',
  );
  const photoId = uploaded.ok ? Number(((await uploaded.json()) as { data: { id: string } }).data.id) : NaN;
  const db = new Client({ connectionString: options.databaseUrl });
  await db.connect();
  const keyOf = async () =>
    Number.isNaN(photoId)
      ? undefined
      : (
          await db.query<{ storage_key: string; secure_url: string }>(
            'SELECT storage_key, secure_url FROM girl_photos WHERE id = $1',
            [photoId],
          )
        ).rows[0];
  try {
    const pending = await keyOf();
    const inBucket = pending ? (await s3.listKeys(pending.storage_key)).includes(pending.storage_key) : false;
    const hersOnB = await get(`${b.url}/api/v1/photos/${photoId}/file`, girl.cookie);
    const visitorOnB = await get(`${b.url}/api/v1/photos/${photoId}/file`);
    check(
      'a photo uploaded through A waits privately in the bucket and B serves it to her alone',
      uploaded.status === 201 &&
        /^private\//.test(pending?.storage_key ?? '') &&
        inBucket &&
        hersOnB.status === 200 &&
        visitorOnB.status === 404,
      `upload on A ${uploaded.status}; key ${pending?.storage_key.split('/')[0] ?? 'none'}/…, ${inBucket ? 'in' : 'NOT in'} the bucket; on B: hers ${hersOnB.status}, a visitor's ${visitorOnB.status}`,
    );

    // 2. Approved on B: published to a public key, which A serves to anyone.
    const moderator = await signIn(b.url, DEMO_MODERATOR.username, { origin: appUrl });
    const decided = moderator
      ? await send(b, `/api/v1/admin/girl-photos/${photoId}/decision`, 'POST', moderator, { approved: true })
      : null;
    const published = await keyOf();
    const onA = published ? await get(`${a.url}${published.secure_url}`) : null;
    const onB = published ? await get(`${b.url}${published.secure_url}`) : null;
    const privateLeft = pending ? await s3.listKeys(pending.storage_key) : [];
    check(
      'approved on B, the photo is public: A and B serve the same bytes from the bucket',
      decided?.status === 204 &&
        /^photos\//.test(published?.storage_key ?? '') &&
        onA?.status === 200 &&
        onA.type === 'image/webp' &&
        !!onB &&
        onB.bytes.equals(onA.bytes) &&
        privateLeft.length === 0,
      `decision on B ${decided?.status ?? 'no moderator session'}; ${published?.secure_url ?? '?'} on A ${onA?.status} ${onA?.type}, on B ${onB?.status} (${onB && onA && onB.bytes.equals(onA.bytes) ? 'same' : 'DIFFERENT'} ${onA?.bytes.length} bytes); private key ${privateLeft.length ? 'still there' : 'deleted'}`,
    );

    // 3. Deleted through A: B answers 404 at once, the bucket no longer has it.
    const deleted = await send(a, `/api/v1/photos/${photoId}`, 'DELETE', girl.cookie);
    const gone = published ? await get(`${b.url}${published.secure_url}`) : null;
    const left = published ? await s3.listKeys(published.storage_key) : [];
    check(
      'deleted through A, the photo is gone from the bucket and from B',
      deleted.status === 204 && gone?.status === 404 && left.length === 0,
      `DELETE on A ${deleted.status}; B ${gone?.status}; ${left.length} key(s) left`,
    );
  } finally {
    await db.end();
  }
}
