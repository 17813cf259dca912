import { describe, expect, it } from 'vitest';
import { GET as calendarRoute } from '@/app/profile/[stageName]/travels.ics/route';
import { travelCalendarPath } from '@/features/travels/ical';
import { getDb } from '@/server/db';
import { travels } from '@/server/db/schema';
import { env } from '@/server/env';
import { HIDDEN_STATES, insertGirl, uniqueName } from '../helpers/girls';

// The travels feed as calendar apps fetch it: links and UIDs on APP_URL whatever address or Host
// the request came in on (behind our server the request carries the bind address), a refresh
// interval, and a hidden girl's feed that answers exactly like a missing one.

const site = new URL(env.APP_URL);

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function publicGirlWithTravels(): Promise<string> {
  const girl = await insertGirl('visible', { stageName: uniqueName('Feed Star') });
  const db = await getDb();
  await db.insert(travels).values([
    { girlId: girl.id, city: 'Santa Fe', state: 'NM', country: 'United States', dateBegins: day(3), dateEnds: day(5) },
    { girlId: girl.id, city: 'Tulsa', state: 'OK', country: 'United States', dateBegins: day(20), dateEnds: day(22) },
  ]);
  return girl.stageName;
}

/** GET the feed as a client at `url` sending `headers` (Host included). */
async function fetchFeed(stageName: string, url: string, headers: Record<string, string> = {}) {
  const response = await calendarRoute(new Request(`${url}${travelCalendarPath(stageName)}`, { headers }), {
    params: Promise.resolve({ stageName: encodeURIComponent(stageName) }),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const withoutStamp = (ics: string) => ics.replace(/^DTSTAMP:.*\r\n/gm, '');

describe('GET /profile/{stageName}/travels.ics on any address', () => {
  it('is the same feed through the bind address, another Host and forged forwarding headers', async () => {
    const stageName = await publicGirlWithTravels();
    const direct = await fetchFeed(stageName, site.origin);
    const bound = await fetchFeed(stageName, 'http://0.0.0.0:3900', { host: '0.0.0.0:3900' });
    const forged = await fetchFeed(stageName, 'http://10.0.0.7:8080', {
      host: 'evil.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'http',
    });
    for (const feed of [direct, bound, forged]) {
      expect(feed.status).toBe(200);
      expect(feed.type).toBe('text/calendar; charset=utf-8');
    }
    expect(withoutStamp(bound.text)).toBe(withoutStamp(direct.text));
    expect(withoutStamp(forged.text)).toBe(withoutStamp(direct.text));
    expect(bound.text).not.toMatch(/0\.0\.0\.0|evil\.example|attacker\.example|10\.0\.0\.7/);
  });

  it('links every event to her profile on APP_URL with a stable UID on its host, and asks to be refreshed', async () => {
    const stageName = await publicGirlWithTravels();
    const { text } = await fetchFeed(stageName, 'http://0.0.0.0:3900', { host: '0.0.0.0:3900' });
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    const profileUrl = new URL(`/profile/${encodeURIComponent(stageName)}`, site).toString();
    expect(lines.filter((l) => l.startsWith('URL:'))).toEqual([`URL:${profileUrl}`, `URL:${profileUrl}`]);
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(uids).toHaveLength(2);
    for (const uid of uids) expect(uid).toMatch(new RegExp(`^UID:travel-\\d+@${site.hostname.replace(/\./g, '\\.')}$`));
    // The same UIDs on the next fetch: a calendar updates its events instead of duplicating them.
    const again = (await fetchFeed(stageName, site.origin)).text.replace(/\r\n /g, '').split('\r\n');
    expect(again.filter((l) => l.startsWith('UID:'))).toEqual(uids);
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H');
    expect(lines).toContain('X-PUBLISHED-TTL:PT6H');
    expect(lines).toContain(`SOURCE;VALUE=URI:${new URL(travelCalendarPath(stageName), site).toString()}`);
  });

  it('answers a girl in every non-public state exactly like a missing one', async () => {
    const missing = await fetchFeed(uniqueName('Nobody Here'), site.origin);
    expect(missing.status).toBe(404);
    for (const state of HIDDEN_STATES) {
      const girl = await insertGirl(state);
      await (await getDb()).insert(travels).values({
        girlId: girl.id,
        city: 'Reno',
        state: 'NV',
        country: 'United States',
        dateBegins: day(2),
        dateEnds: day(4),
      });
      const feed = await fetchFeed(girl.stageName, site.origin);
      expect({ state, status: feed.status, type: feed.type, text: feed.text }).toEqual({
        state,
        status: missing.status,
        type: missing.type,
        text: missing.text,
      });
    }
  });
});
