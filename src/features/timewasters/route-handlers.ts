import 'server-only';
import { collectionDoc, resourceDoc, TOTAL_META } from '@/server/http/api-description';
import { z } from 'zod';
import { AppError } from '@/server/http/app-error';
import { endpoint, jsonApiBody, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { approveWaitingReport, deleteTimewasterEntry } from '@/features/moderation/timewaster-decisions';
import { isTimewasterModerator } from './access';
import { optionalDeletionReasonQuery } from '@/features/due-process/reason-codes';
import { listTimewasterComments } from './comment-queries';
import { getTimewaster, listMyTimewasters, searchTimewasters } from './queries';
import {
  SearchParamsSchema,
  TimewasterCommentSchema,
  TimewasterEmailSchema,
  TimewasterPatchSchema,
  TimewasterPhoneSchema,
  TimewasterSchema,
} from './schema';
import { addTimewasterComment, addTimewasterEmail, addTimewasterPhone } from './contributions';
import { reportTimewaster, updateTimewaster } from './service';
import type { TimewasterDto } from './types';
import { PENDING_MESSAGES } from './pending-messages';
import { FilterQuery, filterId, limits, timewasterReader } from './route-gates';
import { TIMEWASTER_ATTRIBUTES, SEARCH_META, TIMEWASTER_COMMENT_ATTRIBUTES } from './response-schemas';

// REST handlers of spec §7 Timewasters: reports, comments and contacts (photos and votes:
// photo-and-vote-route-handlers.ts). Each starts with the gate of route-gates.ts.

const Include = z.union([z.string(), z.array(z.string())]).optional();

/** include[]=timewasterEmails (also include=timewasterEmails, the JSON:API spelling). */
function wantsEmails(query: { 'include[]'?: string | string[]; include?: string | string[] }): boolean {
  const values = [query['include[]'], query.include].flat().filter((v): v is string => typeof v === 'string');
  return values.flatMap((v) => v.split(',')).includes('timewasterEmails');
}

const OneValue = z.union([z.string(), z.array(z.string()).transform((values) => values[0])]).optional();
/** q / filter[search], page / page[number], limit / page[size] (the spec's spellings); lenient like the page. */
const SearchQuery = z
  .object({
    q: OneValue,
    'filter[search]': OneValue,
    page: OneValue,
    'page[number]': OneValue,
    limit: OneValue,
    'page[size]': OneValue,
    'include[]': Include,
    include: Include,
  })
  .transform((query) => ({
    search: SearchParamsSchema.parse({
      q: query.q ?? query['filter[search]'] ?? '',
      page: query.page ?? query['page[number]'],
      limit: query.limit ?? query['page[size]'],
    }),
    includeEmails: wantsEmails(query),
  }));
const IncludeQuery = z.object({ 'include[]': Include, include: Include });

function resource(dto: TimewasterDto, includeEmails: boolean) {
  const { id, ...attributes } = dto;
  const data = {
    id: String(id),
    type: 'timewasters',
    attributes,
    relationships: includeEmails
      ? { timewasterEmails: { data: dto.emails.map((e) => ({ type: 'timewasterEmails', id: String(e.id) })) } }
      : undefined,
  };
  const included = includeEmails
    ? dto.emails.map((e) => ({
        type: 'timewasterEmails',
        id: String(e.id),
        attributes: { email: e.email, createdAt: e.createdAt, timewasterId: id },
      }))
    : [];
  return { data, included };
}

// GET /api/v1/timewasters?q=…&page=… (also /api/v1/search-timewasters) – search with a total count
export const searchRoute = endpoint(
  {
    summary: 'Search the timewaster database (name, phone, e-mail, city)',
    response: collectionDoc('timewasters', TIMEWASTER_ATTRIBUTES, { meta: SEARCH_META }),
    actor: timewasterReader,
    query: SearchQuery,
  },
  async ({ actor, query: { search, includeEmails } }) => {
    const result = await searchTimewasters(actor, search);
    const docs = result.items.map((item) => resource(item, includeEmails));
    return jsonApiResponse({
      data: docs.map((d) => d.data),
      ...(includeEmails ? { included: docs.flatMap((d) => d.included) } : {}),
      meta: { total: result.total, totalCapped: result.totalCapped, page: result.page, limit: result.limit },
    });
  },
);

// POST /api/v1/timewasters – report a timewaster
export const reportRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('timewasters', TimewasterSchema), rateLimit: limits.report },
  async ({ actor, body }) => {
    const { id } = await reportTimewaster(actor, body);
    return jsonApiResponse({ data: resource(await getTimewaster(actor, id), false).data }, { status: 201 });
  },
);

// GET /api/v1/timewasters/{id} – one timewaster card
export const getRoute = endpoint(
  {
    summary: 'One timewaster report (include=timewasterEmails adds his e-mails)',
    response: resourceDoc('timewasters', TIMEWASTER_ATTRIBUTES),
    actor: timewasterReader,
    params: { id: recordId },
    query: IncludeQuery,
  },
  async ({ actor, params, query }) => {
    const { data, included } = resource(await getTimewaster(actor, params.id), wantsEmails(query));
    return jsonApiResponse(included.length ? { data, included } : { data });
  },
);

// PATCH /api/v1/timewasters/{id} – edit (own report; moderators any, audited)
export const patchRoute = endpoint(
  { actor: timewasterReader, params: { id: recordId }, body: jsonApiBody('timewasters', TimewasterPatchSchema) },
  async ({ actor, params, body }) => {
    // A moderator's approval of a waiting report is the queue's decision (code, receipt: decision 037).
    const { approved, ...edit } = body;
    const approval = approved === true && isTimewasterModerator(actor);
    const { held } =
      !approval || Object.values(edit).some((value) => value !== undefined)
        ? await updateTimewaster(actor, params.id, approval ? edit : body)
        : { held: null };
    if (approval) await approveWaitingReport(actor, params.id);
    // A change of who an approved entry is about waits for a moderator: 202, the entry as it stays.
    const data = resource(await getTimewaster(actor, params.id), false).data;
    if (!held) return jsonApiResponse({ data });
    return jsonApiResponse(
      { data, meta: { pendingChange: { id: held.changeId, fields: held.fields, message: PENDING_MESSAGES.edit } } },
      { status: 202 },
    );
  },
);

// DELETE /api/v1/timewasters/{id} – delete with its comments, e-mails, phones, photos and thumbs
// (a moderator deleting another's entry gives ?reasonCode=…&reason=…, decision 037)
export const deleteRoute = endpoint(
  {
    actor: timewasterReader,
    params: { id: recordId },
    query: optionalDeletionReasonQuery('timewaster-report'),
  },
  async ({ actor, params, query }) => {
    if (!(await deleteTimewasterEntry(actor, params.id, query))) throw new AppError('not_found');
    return jsonApiResponse({ data: { id: String(params.id), type: 'timewasters' } });
  },
);

// GET /api/v1/my-timewasters – the signed-in girl's own reports
export const myTimewastersRoute = endpoint(
  {
    summary: 'The timewasters the signed-in girl reported',
    response: collectionDoc('timewasters', TIMEWASTER_ATTRIBUTES, { meta: TOTAL_META }),
    actor: timewasterReader,
  },
  async ({ actor }) => {
    const items = await listMyTimewasters(actor);
    return jsonApiResponse({ data: items.map((item) => resource(item, false).data), meta: { total: items.length } });
  },
);

// GET /api/v1/timewaster-comments?filter[timewasterId]={id} – comments (moderators: all, no filter)
export const listCommentsRoute = endpoint(
  {
    summary: 'Comments on a timewaster report',
    response: collectionDoc('timewasterComments', TIMEWASTER_COMMENT_ATTRIBUTES),
    actor: timewasterReader,
    query: FilterQuery,
  },
  async ({ actor, query }) => {
    const comments = await listTimewasterComments(actor, filterId(query['filter[timewasterId]']));
    return jsonApiResponse(
      serializeCollection(
        'timewasterComments',
        comments.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// POST /api/v1/timewaster-comments – leave a comment (named or anonymous)
export const addCommentRoute = endpoint(
  {
    actor: timewasterReader,
    body: jsonApiBody('timewasterComments', TimewasterCommentSchema),
    rateLimit: limits.comment,
  },
  async ({ actor, body }) => {
    const { id, createdAt, ...rest } = await addTimewasterComment(actor, body);
    return jsonApiResponse(
      serializeResource('timewasterComments', id, { ...rest, createdAt: createdAt.toISOString() }),
      { status: 201 },
    );
  },
);

/** 202: the contact waits for a moderator; the answer names the pending change, not the contact. */
function heldContactResponse(held: { id: number; timewasterId: number }, kind: 'phone' | 'email') {
  return jsonApiResponse(
    {
      ...serializeResource('timewasterChanges', held.id, { timewasterId: held.timewasterId, kind, status: 'pending' }),
      meta: { message: PENDING_MESSAGES[kind] },
    },
    { status: 202 },
  );
}

// POST /api/v1/timewaster-phones – add a phone (digits); on an approved entry it waits for a moderator (202)
export const addPhoneRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('timewasterPhones', TimewasterPhoneSchema), rateLimit: limits.contact },
  async ({ actor, body }) => {
    const answer = await addTimewasterPhone(actor, body);
    if (answer.held) return heldContactResponse(answer.held, 'phone');
    const { id, createdAt, ...rest } = answer.added;
    return jsonApiResponse(serializeResource('timewasterPhones', id, { ...rest, createdAt: createdAt.toISOString() }), {
      status: 201,
    });
  },
);

// POST /api/v1/timewaster-emails – add an e-mail; on an approved entry it waits for a moderator (202)
export const addEmailRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('timewasterEmails', TimewasterEmailSchema), rateLimit: limits.contact },
  async ({ actor, body }) => {
    const answer = await addTimewasterEmail(actor, body);
    if (answer.held) return heldContactResponse(answer.held, 'email');
    const { id, createdAt, ...rest } = answer.added;
    return jsonApiResponse(serializeResource('timewasterEmails', id, { ...rest, createdAt: createdAt.toISOString() }), {
      status: 201,
    });
  },
);
