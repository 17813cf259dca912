import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProblemGirlDetail } from '@/features/problem-girls/components/problem-girl-detail';
import { getProblemGirl } from '@/features/problem-girls/queries';
import { buildSitemap } from '@/features/seo/sitemap';
import { absoluteUrl } from '@/server/absolute-url';
import { getSessionGirl } from '@/features/session-girls/queries';
import { getDb } from '@/server/db';
import {
  problemGirlPhotos,
  problemGirlReportedUrls,
  problemGirls,
  sessionGirlImages,
  sessionGirls,
  sessionGirlTravels,
} from '@/server/db/schema';
import { uniqueName } from '../helpers/girls';

// /problem-girl/{id} and /sessiongirls/{username}: what is public, and the spec's placeholders.

async function insertProblemGirl(values: Partial<typeof problemGirls.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(problemGirls)
    .values({
      username: uniqueName('pg').replace(/\s+/g, '_'),
      name: 'Paula Problem',
      headline: 'No-show with deposit',
      reasonWhy: 'Took deposits.',
      pageTitle: 'Paula – report',
      messageThread: 'https://forum.example/threads/1',
      dob: '1991-02-03',
      reviewed: true,
      ...values,
    })
    .returning({ id: problemGirls.id });
  return row!.id;
}

async function insertSessionGirl(values: Partial<typeof sessionGirls.$inferInsert> = {}) {
  const db = await getDb();
  const username = uniqueName('sg').replace(/\s+/g, '_');
  const [row] = await db
    .insert(sessionGirls)
    .values({
      username,
      name: 'Sasha Session',
      email: 'canary-private@example.test',
      profileApproved: true,
      profilePicApproved: true,
      cloudinarySecureUrl: '/media/avatars/sg.webp',
      legacyGirlId: 987654,
      ...values,
    })
    .returning({ id: sessionGirls.id });
  return { id: row!.id, username };
}

describe('/problem-girl/{id}', () => {
  it('shows a reviewed record with its pictures and reported URLs, never the date of birth', async () => {
    const id = await insertProblemGirl({ cloudinarySecureUrl: '/media/pg/main.webp', dateOfAnalysis: '2025-03-04' });
    const db = await getDb();
    await db
      .insert(problemGirlPhotos)
      .values({ problemGirlId: id, storageKey: 'pg/1.webp', secureUrl: '/media/pg/1.webp' });
    await db
      .insert(problemGirlReportedUrls)
      .values({ problemGirlId: id, reportedUrl: 'https://ads.example/listing/1' });
    const girl = await getProblemGirl(id);
    expect(girl).toMatchObject({
      id,
      picture: '/media/pg/main.webp',
      photos: [{ url: '/media/pg/1.webp' }],
      reportedUrls: [{ url: 'https://ads.example/listing/1' }],
    });
    expect(JSON.stringify(girl)).not.toContain('1991-02-03');
    const html = renderToStaticMarkup(createElement(ProblemGirlDetail, { girl: girl! }));
    expect(html).toContain('No-show with deposit');
    expect(html).toContain('03-04-2025');
    expect(html).toContain('https://ads.example/listing/1');
  });

  it('keeps crawled records that no moderator reviewed out, and unknown ids are null', async () => {
    const crawled = await insertProblemGirl({ username: null, reviewed: false, crawledAt: new Date() });
    expect(await getProblemGirl(crawled)).toBeNull();
    expect(await getProblemGirl(2_000_000_000)).toBeNull();
    const urls = (await buildSitemap()).map((e) => e.url);
    expect(urls).not.toContain(absoluteUrl(`/problem-girl/${crawled}`));
  });

  it("shows 'Page title is null.', 'Reason is null.' and 'Problem Girl has no picture.' for missing parts", async () => {
    const id = await insertProblemGirl({ pageTitle: null, reasonWhy: null, cloudinarySecureUrl: null });
    const girl = await getProblemGirl(id);
    expect(girl).toMatchObject({ pageTitle: null, reasonWhy: null, picture: null, photos: [] });
    const html = renderToStaticMarkup(createElement(ProblemGirlDetail, { girl: girl! }));
    expect(html).toContain('Page title is null.');
    expect(html).toContain('Reason is null.');
    expect(html).toContain('Problem Girl has no picture.');
    const full = renderToStaticMarkup(
      createElement(ProblemGirlDetail, {
        girl: (await getProblemGirl(await insertProblemGirl({ cloudinarySecureUrl: '/media/pg/x.webp' })))!,
      }),
    );
    expect(full).not.toContain('Page title is null.');
    expect(full).not.toContain('Reason is null.');
  });
});

describe('/sessiongirls/{username}', () => {
  it('shows an approved session girl with her approved, non-explicit gallery and her travels; no e-mail', async () => {
    const { id, username } = await insertSessionGirl();
    const db = await getDb();
    await db.insert(sessionGirlImages).values([
      { sessionGirlId: id, cloudinarySecureUrl: '/media/sg/ok.webp', jenApproved: true },
      { sessionGirlId: id, cloudinarySecureUrl: '/media/sg/pending.webp', jenApproved: null },
      { sessionGirlId: id, cloudinarySecureUrl: '/media/sg/explicit.webp', jenApproved: true, explicit: true },
    ]);
    await db.insert(sessionGirlTravels).values({
      sessionGirlId: id,
      beginDate: '2030-01-02',
      endDate: '2030-01-05',
      city: 'Denver',
      state: 'CO',
      country: 'United States',
    });
    const girl = await getSessionGirl(username.toUpperCase());
    expect(girl).toMatchObject({
      username,
      picture: '/media/avatars/sg.webp',
      gallery: [{ url: '/media/sg/ok.webp' }],
      travels: [{ city: 'Denver', beginDate: '2030-01-02' }],
    });
    const text = JSON.stringify(girl);
    expect(text).not.toContain('canary-private@example.test');
    expect(text).not.toContain('987654');
    expect((await buildSitemap()).map((e) => e.url)).toContain(absoluteUrl(`/sessiongirls/${username}`));
  });

  it('hides pending and rejected session girls, and a picture waiting for approval', async () => {
    const pending = await insertSessionGirl({ profileApproved: null });
    const rejected = await insertSessionGirl({ profileApproved: false });
    expect(await getSessionGirl(pending.username)).toBeNull();
    expect(await getSessionGirl(rejected.username)).toBeNull();
    const urls = (await buildSitemap()).map((e) => e.url).join('\n');
    expect(urls).not.toContain(pending.username);
    expect(urls).not.toContain(rejected.username);
    const picPending = await insertSessionGirl({ profilePicApproved: null });
    expect((await getSessionGirl(picPending.username))?.picture).toBeNull();
  });
});
