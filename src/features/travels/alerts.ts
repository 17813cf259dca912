import 'server-only';
import { accountInGoodStanding } from '@/server/auth/account-state';
import { and, eq, isNotNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { formatDateRange } from '@/lib/dates';
import { getDb } from '@/server/db';
import { follows, girls, guys, legacyFollowTravels, sessionGirls, user } from '@/server/db/schema';
import { profileHref } from '@/features/girls/profile-href';
import { absoluteUrl } from '@/server/absolute-url';
import { logger } from '@/server/logger';
import { queueMail } from '@/server/jobs';
import type { MailMessage } from '@/server/mail';
import { travelLocation } from './ical';
import type { TravelDto } from './schema';

// A new travel mails her followers in that city who allowed e-mails, and legacy subscribers of
// her legacy profile whose cities include it.

const sameCity = (column: AnyColumn, city: string) => sql`lower(btrim(${column})) = lower(btrim(${city}))`;

/** Distinct, lower-cased e-mail addresses to alert for a new travel of `girlId` in `city`. */
export async function findTravelAlertRecipients(girlId: number, city: string): Promise<string[]> {
  const db = await getDb();
  const followers = await db
    .select({ email: sql<string | null>`coalesce(nullif(btrim(${guys.email}), ''), ${user.email})` })
    .from(follows)
    .innerJoin(guys, eq(guys.id, follows.guyUserId))
    .innerJoin(user, eq(user.id, guys.userId))
    .where(
      and(
        eq(follows.girlId, girlId),
        eq(guys.canSendEmailsAboutWebsite, true),
        eq(guys.softDeleted, false),
        accountInGoodStanding,
        sameCity(guys.city, city),
      ),
    );

  const legacy = await db
    .selectDistinct({ email: legacyFollowTravels.email })
    .from(legacyFollowTravels)
    .innerJoin(
      sessionGirls,
      or(
        eq(legacyFollowTravels.sessionGirlId, sessionGirls.id),
        and(
          isNotNull(legacyFollowTravels.legacyGirlId),
          eq(legacyFollowTravels.legacyGirlId, sessionGirls.legacyGirlId),
        ),
      ),
    )
    .where(
      and(
        eq(sessionGirls.girlId, girlId),
        eq(sessionGirls.sendTravelEmails, true),
        isNotNull(legacyFollowTravels.email),
        ne(legacyFollowTravels.email, ''),
        or(
          eq(legacyFollowTravels.followAllCities, true),
          sql`EXISTS (SELECT 1 FROM unnest(${legacyFollowTravels.cities}) AS c(name) WHERE lower(btrim(c.name)) = lower(btrim(${city})))`,
        ),
      ),
    );

  const emails = [...followers, ...legacy].map((r) => r.email?.trim().toLowerCase()).filter((e): e is string => !!e);
  return [...new Set(emails)].sort();
}

export function travelAlertMessage(to: string, stageName: string, travel: TravelDto): MailMessage {
  const profileUrl = absoluteUrl(profileHref(stageName));
  return {
    to,
    subject: `${stageName} is coming to ${travel.city}`,
    text: [
      `${stageName} just posted a trip to ${travelLocation(travel)}: ${formatDateRange(travel.dateBegins, travel.dateEnds)}.`,
      '',
      `See her profile and travel dates: ${profileUrl}`,
      '',
      'You get this e-mail because you follow her travels and allowed e-mails from Matside.',
      'You can turn these e-mails off in your settings.',
      '',
    ].join('\n'),
  };
}

export interface TravelAlertDeps {
  sendMail?: (message: MailMessage) => Promise<unknown>;
}

/** Sends one e-mail per recipient; returns how many were sent. One failure does not stop the rest. */
export async function sendTravelAlerts(travel: TravelDto, deps: TravelAlertDeps = {}): Promise<number> {
  const db = await getDb();
  const [girl] = await db
    .select({ stageName: girls.stageName })
    .from(girls)
    .where(eq(girls.id, travel.girlId))
    .limit(1);
  if (!girl?.stageName) return 0;
  const recipients = await findTravelAlertRecipients(travel.girlId, travel.city);
  const send = deps.sendMail ?? queueMail;
  let sent = 0;
  for (const to of recipients) {
    try {
      await send(travelAlertMessage(to, girl.stageName, travel));
      sent += 1;
    } catch (error) {
      logger.error({ err: String(error), travelId: travel.id }, 'Travel alert not sent');
    }
  }
  return sent;
}
