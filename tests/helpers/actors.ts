import { createGirl, type TestGirl } from './girls';
import { createGuy, createModerator, type Person } from './people';

/** The people of an authorization table: a moderator, a guy, a vetted girl, another vetted girl and a pending girl. */
export interface TableActors {
  moderator: Person;
  guy: Person;
  girl: TestGirl;
  otherGirl: TestGirl;
  pendingGirl: TestGirl;
}

export async function createTableActors(): Promise<TableActors> {
  return {
    moderator: await createModerator(),
    guy: await createGuy(),
    girl: await createGirl(),
    otherGirl: await createGirl({ prefix: 'other' }),
    pendingGirl: await createGirl({ state: 'pending' }),
  };
}
