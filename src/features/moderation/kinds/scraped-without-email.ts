import 'server-only';
import { isNull } from 'drizzle-orm';
import { sessionGirls } from '@/server/db/schema';
import { defineKind } from './define';
import { sessionGirlsKind, type PendingSessionGirl } from './session-girls';

/** Scraped session girls without an e-mail: a moderator types one in (a form fill, no decision). */
export const scrapedWithoutEmailKind = defineKind<PendingSessionGirl[]>({
  ...sessionGirlsKind,
  waiting: isNull(sessionGirls.email),
  decisionKind: null,
});
