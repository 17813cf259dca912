import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { girls, type NewGirl } from '@/server/db/schema';
import { createVerifiedAccount, signIn, type TestAccount } from './auth';

// Girl records for integration tests: an account with the girl role and a visible, approved
// Matside profile (override anything through `values`).

let counter = 0;

export interface TestGirl extends TestAccount {
  girlId: number;
  stageName: string;
  cookie: string;
}

export async function createTestGirl(values: Partial<NewGirl> = {}): Promise<TestGirl> {
  counter += 1;
  const account = await createVerifiedAccount(['girl'], 'girl');
  const stageName = `Test Girl ${counter} ${process.pid}`;
  const db = await getDb();
  const [row] = await db
    .insert(girls)
    .values({
      userId: account.userId,
      name: `Private Name ${counter}`,
      username: account.username,
      stageName,
      email: account.email,
      phone: '702-555-0142',
      birthday: '1991-03-04',
      city: 'Las Vegas',
      state: 'NV',
      country: 'United States',
      physique: 'Athletic',
      about: 'About me.',
      notes: 'MODERATOR-ONLY-NOTE',
      matsideGirl: true,
      profileApproved: true,
      ...values,
    })
    .returning({ id: girls.id });
  return { ...account, girlId: row!.id, stageName, cookie: await signIn(account.username) };
}

export async function setGirl(girlId: number, values: Partial<NewGirl>): Promise<void> {
  const db = await getDb();
  await db.update(girls).set(values).where(eq(girls.id, girlId));
}
