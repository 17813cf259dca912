import 'server-only';
import { z } from 'zod';
import { collectionDoc, resourceDoc } from '@/server/http/api-description';
import { AppError } from '@/server/http/app-error';
import { endpoint, jsonApiBody, noContent, recordId, type ActorGate, type ParamParser } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { requireCheckInGirl, type CheckInGirl } from './access';
import { addTrustedContact, listTrustedContacts, removeTrustedContact, setContactConsent } from './contacts-service';
import { CheckInPatchSchema, CheckInStartSchema, ContactConsentSchema, TrustedContactSchema } from './schema';
import { startCheckIn, updateCheckIn } from './service';

// Decision 048. The consent link works for anyone holding the token; all behind the `check-ins` flag.

const CONTACT_TYPE = 'trustedContacts';
const CHECK_IN_TYPE = 'checkIns';
const CONSENT_TYPE = 'trustedContactConsents';
const SMALL = { maxBytes: 4 * 1024 };

const checkInGirl: ActorGate<CheckInGirl> = (actor) => {
  requireCheckInGirl(actor);
  return actor;
};

/** A link token segment: anything else is the 404 of an unknown link. */
const linkToken: ParamParser<string> = (raw) => {
  if (!/^[A-Za-z0-9_-]{43}$/.test(raw)) throw new AppError('not_found');
  return raw;
};

const ContactAttributes = z.object({
  name: z.string(),
  email: z.string(),
  state: z.enum(['pending', 'active', 'stopped']),
});
const CheckInAttributes = z.object({
  state: z.enum(['running', 'alerted', 'safe']),
  place: z.string(),
  client: z.string(),
  timeZone: z.string(),
  endsAt: z.string(),
  deadlineAt: z.string(),
  endsAtText: z.string(),
  deadlineText: z.string(),
  endsAtWall: z.string(),
  graceMinutes: z.number().int(),
});

// GET /api/v1/trusted-contacts – her trusted contacts
export const listTrustedContactsRoute = endpoint(
  {
    summary: 'Her trusted contacts',
    response: collectionDoc(CONTACT_TYPE, ContactAttributes),
    flag: 'check-ins',
    actor: checkInGirl,
  },
  async ({ actor }) => {
    const contacts = await listTrustedContacts(actor);
    return jsonApiResponse(
      serializeCollection(
        CONTACT_TYPE,
        contacts.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// POST /api/v1/trusted-contacts – add a contact (at most three); the contact gets the consent link
export const addTrustedContactRoute = endpoint(
  {
    summary: 'Add a trusted contact and send the consent request',
    response: resourceDoc(CONTACT_TYPE, ContactAttributes),
    flag: 'check-ins',
    actor: checkInGirl,
    body: jsonApiBody(CONTACT_TYPE, TrustedContactSchema, SMALL),
  },
  async ({ actor, body }) => {
    const { id, ...attributes } = await addTrustedContact(actor, body);
    return jsonApiResponse(serializeResource(CONTACT_TYPE, id, attributes), { status: 201 });
  },
);

// DELETE /api/v1/trusted-contacts/{id} – remove one of her contacts
export const removeTrustedContactRoute = endpoint(
  { summary: 'Remove one of her trusted contacts', flag: 'check-ins', actor: checkInGirl, params: { id: recordId } },
  async ({ actor, params }) => {
    await removeTrustedContact(actor, params.id);
    return noContent();
  },
);

// POST /api/v1/check-ins – start a check-in (from a booking of hers, or a session without one)
export const startCheckInRoute = endpoint(
  {
    summary: 'Start a check-in',
    response: resourceDoc(CHECK_IN_TYPE, CheckInAttributes),
    flag: 'check-ins',
    actor: checkInGirl,
    body: jsonApiBody(CHECK_IN_TYPE, CheckInStartSchema, SMALL),
  },
  async ({ actor, body }) => {
    const { id, ...attributes } = await startCheckIn(actor, body);
    return jsonApiResponse(serializeResource(CHECK_IN_TYPE, id, attributes), { status: 201 });
  },
);

// PATCH /api/v1/check-ins/{id} – extend, "I'm safe" or "Help now"
export const updateCheckInRoute = endpoint(
  {
    summary: 'Extend one of her check-ins, end it ("I\'m safe") or alert her contacts now ("Help now")',
    response: resourceDoc(CHECK_IN_TYPE, CheckInAttributes),
    flag: 'check-ins',
    actor: checkInGirl,
    params: { id: recordId },
    body: jsonApiBody(CHECK_IN_TYPE, CheckInPatchSchema, SMALL),
  },
  async ({ actor, params, body }) => {
    const { id, ...attributes } = await updateCheckIn(actor, params.id, body);
    return jsonApiResponse(serializeResource(CHECK_IN_TYPE, id, attributes));
  },
);

// PATCH /api/v1/trusted-contact-consents/{token} – the contact agrees or stops (the consent link)
export const setContactConsentRoute = endpoint(
  {
    summary: 'A trusted contact agrees or stops, from the link in the consent e-mail',
    response: resourceDoc(CONSENT_TYPE, z.object({ active: z.boolean() })),
    flag: 'check-ins',
    params: { token: linkToken },
    body: jsonApiBody(CONSENT_TYPE, ContactConsentSchema, SMALL),
  },
  async ({ params, body }) => {
    const result = await setContactConsent(params.token, body.active);
    return jsonApiResponse(serializeResource(CONSENT_TYPE, 'link', result));
  },
);
