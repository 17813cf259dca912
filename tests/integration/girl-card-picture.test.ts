import { beforeAll, describe, expect, it } from 'vitest';
import { listFeaturedGirls } from '@/features/girls/queries';
import { listWrestlers } from '@/features/girls/wrestlers';
import { searchGirls } from '@/features/search/queries';
import { DEFAULT_FILTER, MAX_LIMIT } from '@/features/search/schema';
import { VISITOR } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girlPhotos } from '@/server/db/schema';
import { insertGirl } from '../helpers/girls';

// A card's picture carries its responsive renditions (srcset) in every list that shows
// cards. The subquery that finds them once compared girl_photos.girl_id with girl_photos.id, so the
// search cards (a select from `girls` alone) never got them. The photo ids here are far from the
// girl ids, so a query that compares the wrong columns finds nothing.

const PICTURE = '/media/girls/card-test/profile.webp';
const variants = {
  original: { key: 'girls/card-test/profile.webp', url: PICTURE, width: 1200, height: 1500, placeholder: 'data:,' },
  'webp-320': { key: 'girls/card-test/320.webp', url: '/media/girls/card-test/320.webp', width: 320, height: 400 },
  'webp-640': { key: 'girls/card-test/640.webp', url: '/media/girls/card-test/640.webp', width: 640, height: 800 },
};
let stageName = '';

beforeAll(async () => {
  const girl = await insertGirl('visible', {
    stageName: 'Cardpicture Carla',
    profilePicSecureUrl: PICTURE,
    profilePicApproved: true,
  });
  stageName = girl.stageName!;
  const db = await getDb();
  // An unrelated photo first, so the picture's row id is not the girl's id.
  const other = await insertGirl('visible', { stageName: 'Cardpicture Other' });
  await db.insert(girlPhotos).values({
    id: girl.id + 5000,
    girlId: girl.id,
    storageKey: variants.original.key,
    secureUrl: PICTURE,
    variants,
    approved: true,
    isProfilePic: true,
  });
  await db.insert(girlPhotos).values({
    id: girl.id + 5001,
    girlId: other.id,
    storageKey: 'girls/card-test/other.webp',
    secureUrl: '/media/girls/card-test/other.webp',
    approved: true,
  });
});

function expectRenditions(card: { picture?: unknown } | undefined) {
  expect(card, 'the card is listed').toBeDefined();
  expect(JSON.stringify(card!.picture)).toContain('/media/girls/card-test/640.webp 640w');
}

describe('a girl card carries her picture with its responsive renditions', () => {
  it('in the search results (a select from girls alone)', async () => {
    const { results } = await searchGirls(VISITOR, { ...DEFAULT_FILTER, limit: MAX_LIMIT, q: 'Cardpicture Carla' });
    expectRenditions(results.find((card) => card.stageName === stageName));
  });

  it('on the wrestlers list and the home page', async () => {
    const { girls } = await listWrestlers();
    expectRenditions(girls.find((card) => card.stageName === stageName));
    expectRenditions((await listFeaturedGirls(50)).find((card) => card.stageName === stageName));
  });
});
