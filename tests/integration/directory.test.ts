import { describe, expect, it } from 'vitest';
import { GET as getGirlReviews } from '@/app/api/v1/girl/[girlId]/reviews/route';
import { GET as getScammer } from '@/app/api/v1/scammers/[id]/route';
import { GET as getScammers } from '@/app/api/v1/scammers/route';
import { listWrestlers, WRESTLERS_PAGE_SIZE } from '@/features/girls/wrestlers';
import { getReviewGirlByStageName, listReviewGirls } from '@/features/reviews/queries';
import { getScammerByStageName, listScammers } from '@/features/scammers/queries';
import { buildRobots } from '@/features/seo/robots';
import { buildSitemap } from '@/features/seo/sitemap';
import { absoluteUrl } from '@/server/absolute-url';
import { getDb } from '@/server/db';
import { girlReviews, guys, scammerPhotos } from '@/server/db/schema';
import { createVerifiedAccount } from '../helpers/auth';
import {
  addForumReview,
  HIDDEN_STATES,
  insertGirl,
  privateCanariesIn,
  uniqueName,
  type GirlState,
} from '../helpers/girls';

// Each public surface of the directory lists visible girls only: one test per surface, each with
// a girl in every hidden state next to a visible one. This file's database starts empty.

type Made = { id: number; stageName: string; username: string; state: GirlState };

async function girlsInEveryState(
  overrides: Parameters<typeof insertGirl>[1] = {},
  prefix = 'Girl',
  hiddenStates: readonly GirlState[] = HIDDEN_STATES,
): Promise<{ visible: Made; hidden: Made[] }> {
  const visible = {
    ...(await insertGirl('visible', { stageName: uniqueName(`${prefix} visible`), ...overrides })),
    state: 'visible' as const,
  };
  const hidden: Made[] = [];
  for (const state of hiddenStates)
    hidden.push({ ...(await insertGirl(state, { stageName: uniqueName(`${prefix} ${state}`), ...overrides })), state });
  return { visible, hidden };
}

const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });

describe('/wrestlers', () => {
  it('lists visible Matside girls only, and counts only them', async () => {
    const { visible, hidden } = await girlsInEveryState({}, 'Wrestler');
    const notMatside = await insertGirl('visible', { matsideGirl: false });
    const page = await listWrestlers();
    const names = page.girls.map((g) => g.stageName);
    expect(names).toContain(visible.stageName);
    for (const girl of [...hidden, notMatside]) expect(names, girl.stageName).not.toContain(girl.stageName);
    expect(page.total).toBe(page.girls.length);
    expect(privateCanariesIn(JSON.stringify(page))).toEqual([]);
    expect(Object.keys(page.girls[0]!).sort()).toEqual([
      'city',
      'country',
      'id',
      'picture',
      'pictureUrl',
      'stageName',
      'state',
    ]);
  });

  it('shows a placeholder instead of a picture that is not approved', async () => {
    const pending = await insertGirl('visible', {
      profilePicApproved: null,
      profilePicSecureUrl: '/media/avatars/test/pending.webp',
    });
    const rejected = await insertGirl('visible', {
      profilePicApproved: false,
      profilePicSecureUrl: '/media/avatars/test/rejected.webp',
    });
    const { girls } = await listWrestlers();
    expect(girls.find((g) => g.id === pending.id)?.pictureUrl).toBeNull();
    expect(girls.find((g) => g.id === rejected.id)?.pictureUrl).toBeNull();
    expect(JSON.stringify(girls)).not.toMatch(/pending\.webp|rejected\.webp/);
  });

  it('splits US and international girls by country, whatever the US spelling', async () => {
    const us = await insertGirl('visible', { country: 'USA' });
    const abroad = await insertGirl('visible', { country: 'Germany', state: 'Berlin', city: 'Berlin' });
    const usIds = (await listWrestlers({ region: 'us' })).girls.map((g) => g.id);
    const intlIds = (await listWrestlers({ region: 'international' })).girls.map((g) => g.id);
    expect(usIds).toContain(us.id);
    expect(usIds).not.toContain(abroad.id);
    expect(intlIds).toContain(abroad.id);
    expect(intlIds).not.toContain(us.id);
  });

  it('pages through the list with ?page=, newest first, and answers an empty page past the end', async () => {
    for (let i = 0; i < WRESTLERS_PAGE_SIZE + 1; i += 1) await insertGirl('visible');
    const first = await listWrestlers({ page: 1 });
    const second = await listWrestlers({ page: 2 });
    expect(first.girls).toHaveLength(WRESTLERS_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / WRESTLERS_PAGE_SIZE));
    expect(second.girls.length).toBeGreaterThan(0);
    expect(first.girls.map((g) => g.id)).not.toContain(second.girls[0]!.id);
    expect(first.girls[0]!.id).toBeGreaterThan(first.girls[1]!.id);
    expect((await listWrestlers({ page: 999 })).girls).toEqual([]);
    expect((await listWrestlers({ page: -3 })).page).toBe(1);
  });
});

/** Only moderators take a scammer off the list: her own switch and a ban do not. */
const SCAMMER_HIDDEN_STATES: readonly GirlState[] = ['admin-hidden', 'pending', 'rejected'];

describe('/scammers and /scammer/{stage_name}', () => {
  it('keeps a scammer listed when she hides her own profile or is banned', async () => {
    const selfHidden = await insertGirl('hidden', {
      isScammer: true,
      matsideGirl: false,
      stageName: uniqueName('Scammer self-hidden'),
    });
    const banned = await insertGirl('account-banned', {
      isScammer: true,
      matsideGirl: false,
      stageName: uniqueName('Scammer banned'),
    });
    const names = (await listScammers()).map((s) => s.stageName);
    expect(names).toEqual(expect.arrayContaining([selfHidden.stageName, banned.stageName]));
  });

  it('lists approved, visible, non-trans scammers only', async () => {
    const { visible, hidden } = await girlsInEveryState(
      { isScammer: true, matsideGirl: false },
      'Scammer',
      SCAMMER_HIDDEN_STATES,
    );
    const trans = await insertGirl('visible', { isScammer: true, trans: true });
    const notScammer = await insertGirl('visible');
    const names = (await listScammers()).map((s) => s.stageName);
    expect(names).toContain(visible.stageName);
    for (const girl of [...hidden, trans, notScammer]) expect(names, girl.stageName).not.toContain(girl.stageName);
    expect(await getScammerByStageName(visible.stageName.toUpperCase())).toMatchObject({ id: visible.id });
    for (const girl of hidden) expect(await getScammerByStageName(girl.stageName), girl.state).toBeNull();
  });

  it('GET /api/v1/scammers answers visible scammers without private fields', async () => {
    const { visible, hidden } = await girlsInEveryState(
      { isScammer: true, matsideGirl: false },
      'ApiScammer',
      SCAMMER_HIDDEN_STATES,
    );
    const response = await getScammers(new Request('http://localhost/api/v1/scammers'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
    const text = await response.text();
    const body = JSON.parse(text) as { data: Array<{ id: string; type: string; attributes: Record<string, unknown> }> };
    expect(body.data.map((d) => d.id)).toContain(String(visible.id));
    for (const girl of hidden)
      expect(
        body.data.map((d) => d.id),
        girl.state,
      ).not.toContain(String(girl.id));
    expect(body.data[0]!.type).toBe('scammers');
    expect(privateCanariesIn(text)).toEqual([]);
    expect(Object.keys(body.data[0]!.attributes)).not.toEqual(expect.arrayContaining(['email']));
    for (const key of ['email', 'phone', 'notes', 'birthday', 'travelPhone'])
      expect(body.data[0]!.attributes).not.toHaveProperty(key);
  });

  it('GET /api/v1/scammers/{id}?include[]=scammerPhotos adds her pictures; hidden ones are 404', async () => {
    const { visible, hidden } = await girlsInEveryState(
      { isScammer: true, matsideGirl: false },
      'OneScammer',
      SCAMMER_HIDDEN_STATES,
    );
    const db = await getDb();
    await db
      .insert(scammerPhotos)
      .values({ girlId: visible.id, storageKey: 'photos/s/1.webp', secureUrl: '/media/photos/s/1.webp' });
    const url = `http://localhost/api/v1/scammers/${visible.id}?include[]=scammerPhotos`;
    const response = await getScammer(new Request(url), params({ id: String(visible.id) }));
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text) as {
      data: { attributes: { stageName: string } };
      included: Array<{ type: string; attributes: { url: string } }>;
    };
    expect(body.data.attributes.stageName).toBe(visible.stageName);
    expect(body.included).toEqual([
      expect.objectContaining({
        type: 'scammerPhotos',
        attributes: expect.objectContaining({ url: '/media/photos/s/1.webp' }),
      }),
    ]);
    expect(privateCanariesIn(text)).toEqual([]);
    for (const girl of hidden) {
      const hiddenResponse = await getScammer(
        new Request(`http://localhost/api/v1/scammers/${girl.id}`),
        params({ id: String(girl.id) }),
      );
      expect(hiddenResponse.status, girl.state).toBe(404);
    }
    expect((await getScammer(new Request('http://localhost/api/v1/scammers/abc'), params({ id: 'abc' }))).status).toBe(
      404,
    );
    expect(
      (await getScammer(new Request('http://localhost/api/v1/scammers/99999999999'), params({ id: '99999999999' })))
        .status,
    ).toBe(404);
  });
});

describe('/reviews and /review/{stage_name}', () => {
  it('lists active, non-trans, visible girls with forum reviews only', async () => {
    const { visible, hidden } = await girlsInEveryState({ matsideGirl: false }, 'Reviewed');
    const trans = await insertGirl('visible', { trans: true });
    const inactive = await insertGirl('visible', { active: false });
    const noReviews = await insertGirl('visible');
    for (const girl of [visible, ...hidden, trans, inactive])
      await addForumReview(girl.id, `Thread about ${girl.stageName}`);
    const list = await listReviewGirls();
    const names = list.map((g) => g.stageName);
    expect(names).toContain(visible.stageName);
    for (const girl of [...hidden, trans, inactive, noReviews])
      expect(names, girl.stageName).not.toContain(girl.stageName);
    expect(list.find((g) => g.id === visible.id)?.forumReviews[0]).toMatchObject({
      title: `Thread about ${visible.stageName}`,
      url: expect.stringMatching(/^https:/),
    });
    expect(privateCanariesIn(JSON.stringify(list))).toEqual([]);
    expect(await getReviewGirlByStageName(visible.stageName.toLowerCase())).toMatchObject({ id: visible.id });
    for (const girl of [...hidden, trans, inactive, noReviews])
      expect(await getReviewGirlByStageName(girl.stageName), girl.stageName).toBeNull();
  });

  it('GET /api/v1/girl/{girlId}/reviews answers a public girl’s reviews with their authors, 404 for hidden girls', async () => {
    const { visible, hidden } = await girlsInEveryState({}, 'GirlReviews');
    const account = await createVerifiedAccount(['guy'], 'author');
    const db = await getDb();
    const [guy] = await db
      .insert(guys)
      .values({
        userId: account.userId,
        username: account.username,
        email: 'canary-private@example.test',
        cloudinarySecureUrl: '/media/avatars/g.webp',
      })
      .returning({ id: guys.id });
    const [hiddenGuy] = await db
      .insert(guys)
      .values({
        userId: (await createVerifiedAccount(['guy'], 'hidden')).userId,
        username: 'hidden_author',
        adminShowProfile: false,
      })
      .returning({ id: guys.id });
    for (const girl of [visible, ...hidden]) {
      await db.insert(girlReviews).values([
        { girlId: girl.id, guyUserId: guy!.id, content: `Great session with ${girl.stageName}` },
        { girlId: girl.id, guyUserId: hiddenGuy!.id, content: 'From a hidden author' },
      ]);
    }
    const response = await getGirlReviews(
      new Request(`http://localhost/api/v1/girl/${visible.id}/reviews`),
      params({ girlId: String(visible.id) }),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text) as {
      data: Array<{
        type: string;
        attributes: { content: string; publishedAt: string; author: { name: string; avatar: string | null } };
      }>;
    };
    expect(body.data).toHaveLength(2);
    const byContent = Object.fromEntries(body.data.map((d) => [d.attributes.content, d.attributes]));
    expect(byContent[`Great session with ${visible.stageName}`]?.author).toEqual({
      name: account.username,
      avatar: '/media/avatars/g.webp',
    });
    expect(byContent['From a hidden author']?.author).toEqual({ name: 'Unknown/Banned User', avatar: null });
    expect(body.data[0]!.type).toBe('reviews');
    expect(privateCanariesIn(text)).toEqual([]);
    expect(text).not.toContain(account.email);
    for (const girl of hidden) {
      const hiddenResponse = await getGirlReviews(
        new Request(`http://localhost/api/v1/girl/${girl.id}/reviews`),
        params({ girlId: String(girl.id) }),
      );
      expect(hiddenResponse.status, girl.state).toBe(404);
    }
    expect(
      (await getGirlReviews(new Request('http://localhost/api/v1/girl/x/reviews'), params({ girlId: 'x' }))).status,
    ).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('announces visible girls, scammers and review pages only', async () => {
    const profiles = await girlsInEveryState({}, 'Sitemap');
    const scammers = await girlsInEveryState(
      { isScammer: true, matsideGirl: false },
      'SitemapScammer',
      SCAMMER_HIDDEN_STATES,
    );
    const reviewed = await girlsInEveryState({ matsideGirl: false }, 'SitemapReview');
    for (const girl of [reviewed.visible, ...reviewed.hidden]) await addForumReview(girl.id);
    const urls = (await buildSitemap()).map((entry) => entry.url);
    expect(urls).toContain(absoluteUrl('/wrestlers'));
    expect(urls).toContain(absoluteUrl(`/profile/${encodeURIComponent(profiles.visible.stageName)}`));
    expect(urls).toContain(absoluteUrl(`/scammer/${encodeURIComponent(scammers.visible.stageName)}`));
    expect(urls).toContain(absoluteUrl(`/review/${encodeURIComponent(reviewed.visible.stageName)}`));
    const all = urls.join('\n');
    for (const girl of [...profiles.hidden, ...scammers.hidden, ...reviewed.hidden])
      expect(all, girl.stageName).not.toContain(encodeURIComponent(girl.stageName));
    expect(all).not.toMatch(/\/admin|\/dashboard|\/api\//);
  });

  it('keeps private areas out of robots and points at the sitemap', () => {
    const robots = buildRobots();
    expect(robots.sitemap).toBe(absoluteUrl('/sitemap.xml'));
    const rules = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules;
    expect(rules.disallow).toEqual(expect.arrayContaining(['/api/', '/admin', '/dashboard', '/girl/', '/guy/']));
  });
});
