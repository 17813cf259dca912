import 'server-only';
import { collectionDoc } from '@/server/http/api-description';
import { endpoint, jsonBody, noContent, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, resourceOf, serializeCollection } from '@/server/http/json-api';
import { ModeratorNoteSchema } from './schema';
import { listGirlNotes, MODERATOR_NOTE_TYPE } from './queries';
import { addNote, editNote } from './service';
import { MODERATOR_NOTE_ATTRIBUTES } from './response-schemas';
import { moderator } from '@/server/http/moderator-gate';

const body = jsonBody(ModeratorNoteSchema, { maxBytes: 16 * 1024 });

// GET /api/v1/girls/{id}/moderator-notes – the notes under her (cached) profile, for moderators
export const listGirlNotesRoute = endpoint(
  {
    summary: "The moderators' notes on a girl",
    response: collectionDoc(MODERATOR_NOTE_TYPE, MODERATOR_NOTE_ATTRIBUTES),
    actor: moderator,
    params: { id: recordId },
  },
  async ({ actor, params }) =>
    jsonApiResponse(serializeCollection(MODERATOR_NOTE_TYPE, (await listGirlNotes(actor, params.id)).map(resourceOf))),
);

// POST /api/v1/girls/{id}/moderator-notes – {comment}
export const addGirlNoteRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body },
  async ({ actor, params, body: note }) => {
    const id = await addNote(actor, 'girl', params.id, note);
    return Response.json({ id }, { status: 201 });
  },
);

// PATCH /api/v1/moderator-notes/{id} – {comment}
export const editGirlNoteRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body },
  async ({ actor, params, body: note }) => {
    await editNote(actor, 'girl', params.id, note);
    return noContent();
  },
);

// POST /api/v1/admin/guys/{id}/moderator-comments – {comment}
export const addGuyNoteRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body },
  async ({ actor, params, body: note }) =>
    Response.json({ id: await addNote(actor, 'guy', params.id, note) }, { status: 201 }),
);

// PATCH /api/v1/admin/guy-moderator-comments/{id} – {comment}
export const editGuyNoteRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body },
  async ({ actor, params, body: note }) => {
    await editNote(actor, 'guy', params.id, note);
    return noContent();
  },
);
