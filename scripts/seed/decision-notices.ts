import 'server-only';
import { decisionNotices } from '@/server/db/schema';
import { insertRows, type SeedContext } from './context';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { SeededGirl } from './girls';
import type { SeededGuy } from './guys';
import { createRandom, daysFromNow } from './random';

// The dashboard's "Moderators' decisions" entries (decision 037): a few girls told why a photo was
// refused or approved, a few guys told what became of their scammer reports. Never the demo
// logins: the journeys read their dashboards and write their own decisions.

export async function seedDecisionNotices(ctx: SeedContext, girls: readonly SeededGirl[], guys: readonly SeededGuy[]) {
  const faker = createRandom('decision-notices');
  const demo = new Set(DEMO_ACCOUNTS.map((account) => account.username));
  const at = () => daysFromNow(-faker.number.int({ min: 1, max: 60 }));
  const aboutPhotos = faker.helpers
    .arrayElements(
      girls.filter((g) => !demo.has(g.username)),
      6,
    )
    .map((g, index) => {
      const accepted = index % 3 === 0;
      return {
        recipientUserId: g.userId,
        kind: 'photo',
        role: 'subject',
        subject: `Your new photo of ${faker.date.recent({ days: 90 }).toISOString().slice(0, 10)}`,
        accepted,
        reasonCode: accepted ? 'meets_rules' : faker.helpers.arrayElement(['picture_not_clear', 'not_her_picture']),
        reasonText: null,
        createdAt: at(),
      };
    });
  const receipts = faker.helpers
    .arrayElements(
      guys.filter((g) => !demo.has(g.username)),
      4,
    )
    .map((g, index) => ({
      recipientUserId: g.userId,
      kind: 'scammer-report',
      role: 'reporter',
      subject: `Your scammer report about ${faker.internet.username().toLowerCase()}`,
      accepted: index % 2 === 0,
      reasonCode: index % 2 === 0 ? 'verified' : 'not_enough_evidence',
      reasonText: null,
      createdAt: at(),
    }));
  await insertRows(ctx, 'decision_notices', decisionNotices, [...aboutPhotos, ...receipts]);
}
