import 'server-only';
import { z } from 'zod';
import { collectionDoc, isoTimestamp, resourceDoc } from '@/server/http/api-description';
import type { SignedInActor } from '@/server/auth/actor-types';
import { endpoint, jsonApiBody, recordId, type ActorGate } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { getSafetyAlertSetting, listSafetyAlerts, requireAlertedGirl, requireGirlAccount } from './queries';
import { SafetyAlertPatchSchema, SafetyAlertSettingSchema } from './schema';
import { markSafetyAlertSeen, setSafetyAlertSetting } from './service';

// Safety alerts (docs/decisions/043): a vetted girl reads her unseen alerts and marks them seen;
// a girl turns her alerts on or off. Visitors 401; anyone else the alerts are not for 403;
// someone else's alert 404, like a missing one.

const TYPE = 'safetyAlerts';
const SETTING_TYPE = 'safetyAlertSettings';
const SMALL = { maxBytes: 4 * 1024 };

type GirlActor = SignedInActor & { girlId: number };

/** A vetted girl with her girl record, checked before the body is read (a guy's bad body is a 403). */
const alertedGirl: ActorGate<GirlActor> = (actor) => {
  requireAlertedGirl(actor);
  return actor;
};

/** Any girl with a girl record (pending ones too), checked before the body is read. */
const girlAccount: ActorGate<GirlActor> = (actor) => {
  requireGirlAccount(actor);
  return actor;
};

const AlertAttributes = z.object({
  timewasterId: z.number().int(),
  name: z.string(),
  clientType: z.string(),
  place: z.string(),
  matchedBy: z.enum(['booking', 'travel']),
  why: z.string(),
  reportedBy: z.string().describe('As the timewaster tool names the reporter: "Anonymous" for an anonymous report.'),
  href: z.string().describe('The entry in the timewaster tool.'),
  createdAt: isoTimestamp(),
});
const SeenAttributes = z.object({ seen: z.literal(true) });
const SettingAttributes = z.object({ enabled: z.boolean() });

// GET /api/v1/safety-alerts – her unseen alerts (a vetted girl)
export const listSafetyAlertsRoute = endpoint(
  {
    summary: 'Her unseen safety alerts: new timewaster entries that match her bookings or travels',
    response: collectionDoc(TYPE, AlertAttributes),
    actor: alertedGirl,
  },
  async ({ actor }) => {
    const alerts = await listSafetyAlerts(actor);
    return jsonApiResponse(
      serializeCollection(
        TYPE,
        alerts.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// PATCH /api/v1/safety-alerts/{id} – {seen: true}: one of her alerts leaves her dashboard
export const markSafetyAlertSeenRoute = endpoint(
  {
    summary: 'Mark one of her safety alerts seen',
    response: resourceDoc(TYPE, SeenAttributes),
    actor: alertedGirl,
    params: { id: recordId },
    body: jsonApiBody(TYPE, SafetyAlertPatchSchema, SMALL),
  },
  async ({ actor, params }) => {
    const { id, seen } = await markSafetyAlertSeen(actor, params.id);
    return jsonApiResponse(serializeResource(TYPE, id, { seen }));
  },
);

// GET /api/v1/safety-alert-settings – her "Safety alerts" setting (a girl)
export const getSafetyAlertSettingRoute = endpoint(
  {
    summary: 'Her "Safety alerts" setting',
    response: resourceDoc(SETTING_TYPE, SettingAttributes),
    actor: girlAccount,
  },
  async ({ actor }) => {
    const setting = await getSafetyAlertSetting(actor);
    return jsonApiResponse(serializeResource(SETTING_TYPE, actor.girlId, setting));
  },
);

// PATCH /api/v1/safety-alert-settings – {enabled}: turn her alerts on or off
export const setSafetyAlertSettingRoute = endpoint(
  {
    summary: 'Turn her safety alerts (digest e-mail and dashboard) on or off',
    response: resourceDoc(SETTING_TYPE, SettingAttributes),
    actor: girlAccount,
    body: jsonApiBody(SETTING_TYPE, SafetyAlertSettingSchema, SMALL),
  },
  async ({ actor, body }) => {
    const setting = await setSafetyAlertSetting(actor, body);
    return jsonApiResponse(serializeResource(SETTING_TYPE, actor.girlId, setting));
  },
);
