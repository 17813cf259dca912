// The authorization matrix. One row for every page.tsx and every method of every route.ts
// under src/app, with the outcome each kind of actor gets. tests/integration/route-matrix.test.ts
// fails when a page or route has no row (a new route must say who may use it);
// tests/e2e/authorization-matrix.spec.ts requests every row's sample as every actor against the
// built app and compares. The owner/other-owner rules on existing records are in the feature
// authorization tables (tests/integration/*-authz.test.ts and friends); here, requests that could
// change data (DELETE) use a missing id, so the matrix never alters the seeded data.

export const MATRIX_ACTORS = ['visitor', 'guy', 'girl', 'otherGirl', 'pendingGirl', 'banned', 'moderator'] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

/**
 * - ok: served (a page renders; an API answers 2xx/3xx, or 400/409/422 to the empty body: it got
 *   past the gate to validation)
 * - sign-in: sent to /login, the Unauthorized panel, or 401
 * - forbidden: the Forbidden panel, or 403
 * - missing: 404 (as for a record that does not exist)
 * - waiting: the "waits for a moderator" panel of a girl not vetted yet
 * - redirect: sent elsewhere (e.g. a signed-in user away from the sign-in page)
 */
export type Outcome = 'ok' | 'sign-in' | 'forbidden' | 'missing' | 'waiting' | 'redirect';

/** Outcomes in MATRIX_ACTORS order: visitor, guy, girl, other girl, pending girl, banned, moderator. */
export type MatrixRow = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

export interface MatrixEntry {
  /**
   * The URL to request; {girlId}, {stageName}, {guyUserId}, {travelId},
   * {bookingId}, {timewasterId}, {photoId}, {timewasterPhotoId}, {scammerId}, {scammerStage},
   * {reviewStage}, {problemGirlId}, {sessionGirl}, {mediaKey} and {missing} are filled in from
   * the seeded data.
   */
  sample: string;
  row: MatrixRow;
  /**
   * A write's JSON body (default `{}`). A decision that needs a reason code sends one, so that a
   * missing record answers 404 rather than the 400 of a body without a code.
   */
  body?: string;
}

const row = (...outcomes: MatrixRow): MatrixRow => outcomes;
const everyone = (outcome: Outcome): MatrixRow => row(outcome, outcome, outcome, outcome, outcome, outcome, outcome);

// A banned user's sign-in is refused, so the banned column is always the visitor's.
const PUBLIC = everyone('ok');
const SIGNED_IN = row('sign-in', 'ok', 'ok', 'ok', 'ok', 'sign-in', 'ok');
/** Pages and endpoints of the guy's own account. */
const GUY_ONLY = row('sign-in', 'ok', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'forbidden');
/** The guy's profile pages send a visitor to sign in (every signed-in page does). */
const GUY_PAGE = row('sign-in', 'ok', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'forbidden');
/** The girl's own account (pending girls included: they prepare their profile while they wait). */
const GIRL_ONLY = row('sign-in', 'forbidden', 'ok', 'ok', 'ok', 'sign-in', 'forbidden');
/** The timewaster tool: vetted girls and moderators; everyone else gets the 404 of a missing page. */
const TIMEWASTER_API = row('missing', 'missing', 'ok', 'ok', 'missing', 'missing', 'ok');
/** The timewaster pages: vetted girls and moderators; a girl not vetted yet sees the waiting panel. */
const TIMEWASTER_PAGE = row('missing', 'missing', 'ok', 'ok', 'waiting', 'missing', 'ok');
/** The moderators' timewaster pages answer everyone else like a missing page. */
const TIMEWASTER_ADMIN = row('missing', 'missing', 'missing', 'missing', 'missing', 'missing', 'ok');
/** The moderators' pages and endpoints (the timewaster ones excepted: they answer 404). */
const MODERATORS = row('sign-in', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'ok');
/** A moderators' endpoint without a body, sampled on a missing record: the moderator gets its 404. */
const MODERATORS_ON_MISSING = row('sign-in', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'missing');
/** What only a vetted girl writes (girls' reviews of clients, girls-only comments). */
const VETTED_GIRLS_WRITE = row('sign-in', 'forbidden', 'ok', 'ok', 'forbidden', 'sign-in', 'forbidden');
/** A request about a record that does not exist: the same 404 for all. */
const MISSING = everyone('missing');

export const PAGE_MATRIX: Record<string, MatrixEntry> = {
  '/': { sample: '/', row: PUBLIC },
  '/404': { sample: '/404', row: MISSING },
  '/admin': {
    sample: '/admin',
    row: row('sign-in', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'ok'),
  },
  '/admin/audit-log': { sample: '/admin/audit-log', row: MODERATORS },
  // The API reference, rendered from /api/v1/openapi.json.
  '/api/docs': { sample: '/api/docs', row: PUBLIC },
  '/admin/cache-revalidation': { sample: '/admin/cache-revalidation', row: MODERATORS },
  '/admin/scammers': { sample: '/admin/scammers', row: MODERATORS },
  '/admin/problem-girls': { sample: '/admin/problem-girls', row: MODERATORS },
  // The moderators' view of one problem girl (the public /problem-girl/{id} is cached, decision 022).
  '/admin/problem-girls/[id]': { sample: '/admin/problem-girls/{missing}', row: MODERATORS_ON_MISSING },
  '/admin/moderate': { sample: '/admin/moderate', row: MODERATORS },
  // Admin management
  '/admin/manage-girls': { sample: '/admin/manage-girls', row: MODERATORS },
  '/admin/manage-girls/[id]': {
    sample: '/admin/manage-girls/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  '/admin/manage-sessiongirls': { sample: '/admin/manage-sessiongirls', row: MODERATORS },
  '/admin/manage-guys': { sample: '/admin/manage-guys', row: MODERATORS },
  '/admin/manage-guys/[id]': {
    sample: '/admin/manage-guys/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  '/admin/manage-bookings': { sample: '/admin/manage-bookings', row: MODERATORS },
  '/admin/manage-unverified-references': { sample: '/admin/manage-unverified-references', row: MODERATORS },
  '/admin/manage-votes': { sample: '/admin/manage-votes', row: MODERATORS },
  '/admin/jobs': { sample: '/admin/jobs', row: MODERATORS },
  '/admin/manage-follow-my-travels': { sample: '/admin/manage-follow-my-travels', row: MODERATORS },
  '/admin/manage-reputation-list': { sample: '/admin/manage-reputation-list', row: MODERATORS },
  // The moderator is sent on to the girl's own URL (?id=&seed=), so an action keeps her.
  '/admin/random-sessiongirl': {
    sample: '/admin/random-sessiongirl',
    row: row('sign-in', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'redirect'),
  },
  '/admin/add/timewaster': { sample: '/admin/add/timewaster', row: TIMEWASTER_ADMIN },
  '/admin/edit/timewaster/[id]': { sample: '/admin/edit/timewaster/{timewasterId}', row: TIMEWASTER_ADMIN },
  '/admin/timewasters': { sample: '/admin/timewasters', row: TIMEWASTER_ADMIN },
  '/advanced_search': { sample: '/advanced_search', row: PUBLIC },
  // A visitor's search page from the page cache (decision 036): the proxy rewrites a visitor's
  // /advanced_search?q=an here; the page is public data, the same for everyone who asks for it.
  '/advanced_search/visitor/[key]': { sample: '/advanced_search/visitor/q%3Dan', row: PUBLIC },
  '/ai/chat/book-girl/[stageName]': { sample: '/ai/chat/book-girl/{stageName}', row: GUY_ONLY },
  '/ai/chat/get-info/[stageName]': { sample: '/ai/chat/get-info/{stageName}', row: PUBLIC },
  '/book/[stageName]': { sample: '/book/{stageName}', row: PUBLIC },
  '/contact': { sample: '/contact', row: PUBLIC },
  '/appeal/[token]': { sample: '/appeal/1.forged', row: MISSING },
  '/dashboard': { sample: '/dashboard', row: SIGNED_IN },
  // "View My Profile": each girl's own profile, whatever its state (never another's: keyed by her account).
  '/dashboard/profile': { sample: '/dashboard/profile', row: GIRL_ONLY },
  '/edit-profile-female': { sample: '/edit-profile-female', row: GIRL_ONLY },
  '/edit-profile-male': { sample: '/edit-profile-male', row: GUY_PAGE },
  '/female_registration': { sample: '/female_registration', row: PUBLIC },
  '/girl/bookings': { sample: '/girl/bookings', row: GIRL_ONLY },
  '/girl/manage-travels': {
    sample: '/girl/manage-travels',
    row: row('sign-in', 'forbidden', 'ok', 'ok', 'ok', 'sign-in', 'ok'),
  },
  '/girl/manage-travels/add': { sample: '/girl/manage-travels/add', row: GIRL_ONLY },
  '/girl/manage-travels/add/[girlId]': {
    sample: '/girl/manage-travels/add/{girlId}',
    row: row('sign-in', 'forbidden', 'ok', 'forbidden', 'forbidden', 'sign-in', 'ok'),
  },
  '/girl/manage-travels/edit/[id]': {
    sample: '/girl/manage-travels/edit/{travelId}',
    row: row('sign-in', 'forbidden', 'ok', 'missing', 'missing', 'sign-in', 'ok'),
  },
  '/girl/my-timewasters': { sample: '/girl/my-timewasters', row: TIMEWASTER_PAGE },
  '/girl/report-timewaster': { sample: '/girl/report-timewaster', row: TIMEWASTER_PAGE },
  '/girl/timewaster/edit/[id]': {
    sample: '/girl/timewaster/edit/{timewasterId}',
    row: row('missing', 'missing', 'ok', 'missing', 'waiting', 'missing', 'ok'),
  },
  '/girl/timewasters': { sample: '/girl/timewasters', row: TIMEWASTER_PAGE },
  '/guy/bookings': { sample: '/guy/bookings', row: GUY_ONLY },
  '/guy/settings': { sample: '/guy/settings', row: GUY_PAGE },
  '/girl/settings': { sample: '/girl/settings', row: GIRL_ONLY },
  // Check-ins (decision 048): her form, and the contact's token pages (a forged token: 404).
  '/girl/check-ins/new': { sample: '/girl/check-ins/new', row: GIRL_ONLY },
  '/trusted-contact/[token]': { sample: '/trusted-contact/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', row: MISSING },
  '/check-in-alert/[token]': { sample: '/check-in-alert/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', row: MISSING },
  '/login': { sample: '/login', row: row('ok', 'redirect', 'redirect', 'redirect', 'redirect', 'ok', 'redirect') },
  '/male_registration': {
    sample: '/male_registration',
    row: row('ok', 'redirect', 'forbidden', 'forbidden', 'forbidden', 'ok', 'forbidden'),
  },
  '/migrate-profile': { sample: '/migrate-profile', row: PUBLIC },
  '/migrate-profile/set-password': { sample: '/migrate-profile/set-password', row: PUBLIC },
  '/privacy-policy': { sample: '/privacy-policy', row: PUBLIC },
  '/problem-girl/[id]': { sample: '/problem-girl/{problemGirlId}', row: PUBLIC },
  '/client/[username]': { sample: '/client/demo_guy', row: PUBLIC },
  '/profile-2/[userId]': {
    sample: '/profile-2/{girlId}',
    row: row('sign-in', 'forbidden', 'ok', 'forbidden', 'forbidden', 'sign-in', 'ok'),
  },
  '/profile/[stageName]': { sample: '/profile/{stageName}', row: PUBLIC },
  '/review/[stage_name]': { sample: '/review/{reviewStage}', row: PUBLIC },
  '/reviews': { sample: '/reviews', row: PUBLIC },
  '/scammer/[stage_name]': { sample: '/scammer/{scammerStage}', row: PUBLIC },
  '/scammers': { sample: '/scammers', row: PUBLIC },
  '/scammers/report': { sample: '/scammers/report', row: PUBLIC },
  '/sessiongirls/[username]': { sample: '/sessiongirls/{sessionGirl}', row: PUBLIC },
  '/terms-and-conditions': { sample: '/terms-and-conditions', row: PUBLIC },
  '/wrestlers': { sample: '/wrestlers', row: PUBLIC },
  '/wrestlers/type/[type]': { sample: '/wrestlers/type/us', row: PUBLIC },
  // `?page=n` is rewritten to these (next.config.ts): each page its own cache entry.
  '/wrestlers/page/[page]': { sample: '/wrestlers/page/2', row: PUBLIC },
  '/wrestlers/type/[type]/page/[page]': { sample: '/wrestlers/type/us/page/1', row: PUBLIC },
  // Community: session girl reports, polls, comments.
  '/report_a_sessiongirl': {
    sample: '/report_a_sessiongirl',
    row: row('sign-in', 'ok', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'forbidden'),
  },
  // The guy side: his references.
  '/guy/my-references': {
    sample: '/guy/my-references',
    row: row('sign-in', 'ok', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'forbidden'),
  },
};

export const ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'POST /ai/chat': { sample: '/ai/chat', row: PUBLIC },
  'POST /ai/chat/confirm-booking': { sample: '/ai/chat/confirm-booking', row: GUY_ONLY },
  'POST /admin/sessiongirl/[id]': { sample: '/admin/sessiongirl/{missing}', row: MODERATORS },
  'DELETE /admin/scammer': { sample: '/admin/scammer', row: MODERATORS },
  'POST /api/admin/revalidate-cache': { sample: '/api/admin/revalidate-cache', row: MODERATORS },
  'GET /api/auth/[...all]': { sample: '/api/auth/get-session', row: PUBLIC },
  'POST /api/auth/[...all]': { sample: '/api/auth/sign-in/username', row: PUBLIC },
  'GET /api/captcha/challenge': { sample: '/api/captcha/challenge', row: PUBLIC },
  // A bulk decision: the empty body is the moderator's 400 (past the gate, to validation).
  'POST /api/v1/admin/decisions': { sample: '/api/v1/admin/decisions', row: MODERATORS },
  'POST /api/v1/admin/girl-photos/[id]/decision': {
    sample: '/api/v1/admin/girl-photos/{missing}/decision',
    row: MODERATORS,
  },
  'POST /api/v1/admin/girls/[id]/decision': { sample: '/api/v1/admin/girls/{missing}/decision', row: MODERATORS },
  // Appeals (decision 039): the person's own decision notice or appeal; anyone else's, or a missing
  // one, is the same 404. A moderator reads and writes in any appeal; a banned person is a visitor.
  'POST /api/v1/admin/appeals/[id]/decision': { sample: '/api/v1/admin/appeals/{missing}/decision', row: MODERATORS },
  // A ban e-mail's signed appeal link: a made-up token names nothing.
  'POST /api/v1/appeal-links/[token]/messages': { sample: '/api/v1/appeal-links/1.forged/messages', row: MISSING },
  'POST /api/v1/appeals': {
    sample: '/api/v1/appeals',
    body: '{"data":{"type":"appeals","attributes":{"noticeId":2147483647,"message":"Please look again."}}}',
    row: row('sign-in', 'missing', 'missing', 'missing', 'missing', 'sign-in', 'missing'),
  },
  'GET /api/v1/appeals/[id]': {
    sample: '/api/v1/appeals/{missing}',
    row: row('sign-in', 'missing', 'missing', 'missing', 'missing', 'sign-in', 'missing'),
  },
  'POST /api/v1/appeals/[id]/messages': {
    sample: '/api/v1/appeals/{missing}/messages',
    body: '{"data":{"type":"appeal-messages","attributes":{"body":"Hello"}}}',
    row: row('sign-in', 'missing', 'missing', 'missing', 'missing', 'sign-in', 'missing'),
  },
  // Claims on queue items (decision 040), sampled on a missing item: the moderator gets its 404.
  'PUT /api/v1/admin/claims/[kind]/[id]': {
    sample: '/api/v1/admin/claims/girls/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'DELETE /api/v1/admin/claims/[kind]/[id]': {
    sample: '/api/v1/admin/claims/girls/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/problem-girls/[id]/reviewed': {
    sample: '/api/v1/admin/problem-girls/{missing}/reviewed',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/session-girls/[id]/email': {
    sample: '/api/v1/admin/session-girls/{missing}/email',
    row: MODERATORS,
  },
  'PATCH /problem_girl/[id]': { sample: '/problem_girl/{missing}', row: MODERATORS },
  'POST /api/v1/admin/problem-girls': { sample: '/api/v1/admin/problem-girls', row: MODERATORS },
  'DELETE /api/v1/admin/problem-girls/[id]': {
    sample: '/api/v1/admin/problem-girls/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/problem-girls/[id]/reported-urls': {
    sample: '/api/v1/admin/problem-girls/{missing}/reported-urls',
    row: MODERATORS,
  },
  'PATCH /api/v1/admin/problem-girl-reported-urls/[id]': {
    sample: '/api/v1/admin/problem-girl-reported-urls/{missing}',
    row: MODERATORS,
  },
  'DELETE /api/v1/admin/problem-girl-reported-urls/[id]': {
    sample: '/api/v1/admin/problem-girl-reported-urls/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/session-girls/[id]/picture': {
    sample: '/api/v1/admin/session-girls/{missing}/picture',
    row: MODERATORS,
  },
  'POST /api/v1/admin/session-girls/[id]/legacy-match': {
    sample: '/api/v1/admin/session-girls/{missing}/legacy-match',
    row: MODERATORS,
  },
  'POST /api/v1/admin/session-girl-images/[id]/decision': {
    sample: '/api/v1/admin/session-girl-images/{missing}/decision',
    row: MODERATORS,
  },
  // Admin management: bodies are empty (a moderator gets the 400 of validation) and
  // deletions name a missing record, so the matrix never changes the seeded data.
  'PATCH /api/v1/admin/girls/[id]/attributes': { sample: '/api/v1/admin/girls/{missing}/attributes', row: MODERATORS },
  'POST /api/v1/admin/girls/[id]/ban': {
    sample: '/api/v1/admin/girls/{missing}/ban',
    row: MODERATORS_ON_MISSING,
    body: '{"reasonCode":"spam"}',
  },
  'DELETE /api/v1/admin/girls/[id]/ban': { sample: '/api/v1/admin/girls/{missing}/ban', row: MODERATORS_ON_MISSING },
  'PATCH /api/v1/admin/guys/[id]': { sample: '/api/v1/admin/guys/{missing}', row: MODERATORS },
  // A deletion is a decision with a reason (decision 037): without one it is a 400 before the lookup.
  'DELETE /api/v1/admin/guys/[id]': {
    sample: '/api/v1/admin/guys/{missing}?reasonCode=rules_broken',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/guys/[id]/ban': {
    sample: '/api/v1/admin/guys/{missing}/ban',
    row: MODERATORS_ON_MISSING,
    body: '{"reasonCode":"spam"}',
  },
  'DELETE /api/v1/admin/guys/[id]/ban': { sample: '/api/v1/admin/guys/{missing}/ban', row: MODERATORS_ON_MISSING },
  'POST /api/v1/admin/girls/[id]/report-suspension': {
    sample: '/api/v1/admin/girls/{missing}/report-suspension',
    row: MODERATORS_ON_MISSING,
    body: '{"reasonCode":"spam"}',
  },
  'DELETE /api/v1/admin/girls/[id]/report-suspension': {
    sample: '/api/v1/admin/girls/{missing}/report-suspension',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/guys/[id]/report-suspension': {
    sample: '/api/v1/admin/guys/{missing}/report-suspension',
    row: MODERATORS_ON_MISSING,
    body: '{"reasonCode":"spam"}',
  },
  'DELETE /api/v1/admin/guys/[id]/report-suspension': {
    sample: '/api/v1/admin/guys/{missing}/report-suspension',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/guys/[id]/moderator-comments': {
    sample: '/api/v1/admin/guys/{missing}/moderator-comments',
    row: MODERATORS,
  },
  'PATCH /api/v1/admin/guy-moderator-comments/[id]': {
    sample: '/api/v1/admin/guy-moderator-comments/{missing}',
    row: MODERATORS,
  },
  'DELETE /api/v1/admin/unverified-references/[id]': {
    // With its reason code (decision 037): without one the moderator's answer is a 400.
    sample: '/api/v1/admin/unverified-references/{missing}?reasonCode=duplicate',
    row: MODERATORS_ON_MISSING,
  },
  'DELETE /api/v1/admin/poll-votes/[id]': { sample: '/api/v1/admin/poll-votes/{missing}', row: MODERATORS_ON_MISSING },
  'POST /api/v1/admin/jobs/[id]/retry': { sample: '/api/v1/admin/jobs/{missing}/retry', row: MODERATORS_ON_MISSING },
  'DELETE /api/v1/admin/legacy-follow-travels/[id]': {
    sample: '/api/v1/admin/legacy-follow-travels/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/admin/reputation-items': { sample: '/api/v1/admin/reputation-items', row: MODERATORS },
  'PATCH /api/v1/admin/reputation-items/[id]': { sample: '/api/v1/admin/reputation-items/{missing}', row: MODERATORS },
  'DELETE /api/v1/admin/reputation-items/[id]': {
    sample: '/api/v1/admin/reputation-items/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'PATCH /api/v1/admin/session-girls/[id]': { sample: '/api/v1/admin/session-girls/{missing}', row: MODERATORS },
  'DELETE /api/v1/admin/session-girls/[id]': {
    sample: '/api/v1/admin/session-girls/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'PATCH /api/v1/admin/session-girl-images/[id]': {
    sample: '/api/v1/admin/session-girl-images/{missing}',
    row: MODERATORS,
  },
  'POST /api/v1/admin/scammer-reports/[id]/decision': {
    sample: '/api/v1/admin/scammer-reports/{missing}/decision',
    row: MODERATORS,
  },
  'GET /api/v1/bookings': {
    sample: '/api/v1/bookings',
    row: row('sign-in', 'ok', 'ok', 'ok', 'ok', 'sign-in', 'forbidden'),
  },
  'DELETE /api/v1/bookings/[id]': {
    sample: '/api/v1/bookings/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'PATCH /api/v1/bookings/[id]': { sample: '/api/v1/bookings/{bookingId}', row: SIGNED_IN },
  'GET /api/v1/girl/[girlId]/reviews': { sample: '/api/v1/girl/{girlId}/reviews', row: PUBLIC },
  // A guy who had a session with her reviews her (the empty body gets him to validation).
  'POST /api/v1/girl/[girlId]/reviews': { sample: '/api/v1/girl/{girlId}/reviews', row: GUY_ONLY },
  'GET /api/v1/girl/[girlId]/reviews/eligibility': {
    sample: '/api/v1/girl/{girlId}/reviews/eligibility',
    row: PUBLIC,
  },
  // His references: he adds them; the vetted girl a reference names answers it.
  'POST /unverified_reference': { sample: '/unverified_reference', row: GUY_ONLY },
  'POST /api/v1/unverified-references/[id]/decision': {
    sample: '/api/v1/unverified-references/{missing}/decision',
    row: VETTED_GIRLS_WRITE,
  },
  'GET /api/v1/girls': { sample: '/api/v1/girls', row: PUBLIC },
  'DELETE /api/v1/girls/[id]': {
    sample: '/api/v1/girls/{missing}?reasonCode=rules_broken',
    row: MODERATORS_ON_MISSING,
  },
  // Her own not-approved profile only: anyone else's id, or a missing one, is the same 404.
  'POST /api/v1/girls/[id]/resubmission': {
    sample: '/api/v1/girls/{girlId}/resubmission',
    row: row('sign-in', 'forbidden', 'missing', 'missing', 'missing', 'sign-in', 'forbidden'),
  },
  'POST /api/v1/girls/[id]/moderator-notes': { sample: '/api/v1/girls/{girlId}/moderator-notes', row: MODERATORS },
  'GET /api/v1/girls/[id]/moderator-notes': { sample: '/api/v1/girls/{girlId}/moderator-notes', row: MODERATORS },
  'GET /api/v1/girls/[id]/verification-picture': {
    sample: '/api/v1/girls/{girlId}/verification-picture',
    row: MISSING,
  },
  'PUT /api/v1/girls/[id]/verification-picture': {
    sample: '/api/v1/girls/{girlId}/verification-picture',
    row: SIGNED_IN,
  },
  'GET /api/v1/girls/[id]': { sample: '/api/v1/girls/{girlId}', row: PUBLIC },
  'PATCH /api/v1/girls/[id]': { sample: '/api/v1/girls/{girlId}', row: SIGNED_IN },
  'GET /api/v1/guy-users/[id]': { sample: '/api/v1/guy-users/{guyUserId}', row: PUBLIC },
  'PATCH /api/v1/guy-users/[id]': { sample: '/api/v1/guy-users/{guyUserId}', row: SIGNED_IN },
  'DELETE /api/v1/my-profiles/[id]': {
    sample: '/api/v1/my-profiles/{missing}',
    row: row('sign-in', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'forbidden'),
  },
  'PATCH /api/v1/moderator-notes/[id]': { sample: '/api/v1/moderator-notes/{missing}', row: MODERATORS },
  // The API description: public, like the API's public routes.
  'GET /api/v1/openapi.json': { sample: '/api/v1/openapi.json', row: PUBLIC },
  'GET /api/v1/my-timewasters': { sample: '/api/v1/my-timewasters', row: TIMEWASTER_API },
  // The spec's query (filter[userId]): a sample without it only ever met the 400.
  'GET /api/v1/photos': { sample: '/api/v1/photos?filter[userId]={girlId}&sort=-id', row: PUBLIC },
  'POST /api/v1/photos': { sample: '/api/v1/photos', row: SIGNED_IN },
  // Girls' reviews of clients and girls-only comments: vetted girls only.
  'POST /api/v1/guy-reviews': { sample: '/api/v1/guy-reviews', row: VETTED_GIRLS_WRITE },
  'POST /api/v1/girls-only-comments': { sample: '/api/v1/girls-only-comments', row: VETTED_GIRLS_WRITE },
  // A security helper: a real pending photo, the pending girl's sign-up picture: she and
  // moderators get it, everyone else the 404 of a missing photo.
  'GET /api/v1/city-options': { sample: '/api/v1/city-options?q=chic', row: PUBLIC },
  'GET /api/v1/state-options': { sample: '/api/v1/state-options?q=tex', row: PUBLIC },
  // A post's private media, sampled on a missing post: the same 404 for everyone (the pending
  // girl's own private post is sampled in openapi.test.ts).
  'GET /api/v1/posts/[id]/file': { sample: '/api/v1/posts/{missing}/file', row: everyone('missing') },
  // A refused photo kept for its appeal (decision 039), sampled on a missing one: the same 404 for
  // all; moderators and the girl herself read a real one (tests/integration/photo-appeals.test.ts,
  // and openapi.test.ts validates a moderator's read of the seeded one).
  'GET /api/v1/refused-photos/[id]/file': { sample: '/api/v1/refused-photos/{missing}/file', row: everyone('missing') },
  'GET /api/v1/photos/[id]/file': {
    sample: '/api/v1/photos/{pendingPhotoId}/file',
    row: row('missing', 'missing', 'missing', 'missing', 'ok', 'missing', 'ok'),
  },
  'DELETE /api/v1/photos/[id]': {
    sample: '/api/v1/photos/{missing}',
    row: MODERATORS_ON_MISSING,
  },
  'POST /api/v1/posts': { sample: '/api/v1/posts', row: SIGNED_IN },
  // Editing and deleting a post: the author or a moderator (the owner/other-girl table is
  // tests/integration/posts-authz.test.ts). The DELETE is sampled on a missing post: a guy has no post
  // permission (403); a girl and a moderator get the 404 of a post that is not theirs or not there.
  // The matrix's empty PATCH document is refused (400) for every signed-in actor.
  'PATCH /api/v1/posts/[id]': { sample: '/api/v1/posts/{missing}', row: SIGNED_IN },
  'DELETE /api/v1/posts/[id]': {
    sample: '/api/v1/posts/{missing}',
    row: row('sign-in', 'forbidden', 'missing', 'missing', 'missing', 'sign-in', 'missing'),
  },
  // Safety alerts (decision 043): a vetted girl's own alerts (someone else's, or a missing one, is
  // the same 404); her "Safety alerts" setting is any girl's, pending ones included.
  'GET /api/v1/safety-alerts': { sample: '/api/v1/safety-alerts', row: VETTED_GIRLS_WRITE },
  'PATCH /api/v1/safety-alerts/[id]': {
    sample: '/api/v1/safety-alerts/{missing}',
    body: '{"data":{"type":"safetyAlerts","attributes":{"seen":true}}}',
    row: row('sign-in', 'forbidden', 'missing', 'missing', 'forbidden', 'sign-in', 'forbidden'),
  },
  'GET /api/v1/safety-alert-settings': { sample: '/api/v1/safety-alert-settings', row: GIRL_ONLY },
  'PATCH /api/v1/safety-alert-settings': { sample: '/api/v1/safety-alert-settings', row: GIRL_ONLY },
  // Check-ins and trusted contacts (decision 048): a girl's own, pending girls included.
  'GET /api/v1/trusted-contacts': { sample: '/api/v1/trusted-contacts', row: GIRL_ONLY },
  'POST /api/v1/trusted-contacts': { sample: '/api/v1/trusted-contacts', row: GIRL_ONLY },
  'DELETE /api/v1/trusted-contacts/[id]': {
    sample: '/api/v1/trusted-contacts/{missing}',
    row: row('sign-in', 'forbidden', 'missing', 'missing', 'missing', 'sign-in', 'forbidden'),
  },
  'POST /api/v1/check-ins': { sample: '/api/v1/check-ins', row: GIRL_ONLY },
  'PATCH /api/v1/check-ins/[id]': {
    sample: '/api/v1/check-ins/{missing}',
    body: '{"data":{"type":"checkIns","attributes":{"action":"safe"}}}',
    row: row('sign-in', 'forbidden', 'missing', 'missing', 'missing', 'sign-in', 'forbidden'),
  },
  // The consent link: whoever holds a token; a forged one is the 404 of a missing link.
  'PATCH /api/v1/trusted-contact-consents/[token]': {
    sample: '/api/v1/trusted-contact-consents/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    body: '{"data":{"type":"trustedContactConsents","attributes":{"active":true}}}',
    row: everyone('missing'),
  },
  'GET /api/v1/scammers': { sample: '/api/v1/scammers', row: PUBLIC },
  'POST /api/v1/scammers': { sample: '/api/v1/scammers', row: SIGNED_IN },
  'GET /api/v1/scammers/[id]': { sample: '/api/v1/scammers/{scammerId}', row: PUBLIC },
  'GET /api/v1/search': { sample: '/api/v1/search?q=a', row: PUBLIC },
  'GET /api/v1/search-timewasters': { sample: '/api/v1/search-timewasters?q=a', row: TIMEWASTER_API },
  'POST /api/v1/thumbs': { sample: '/api/v1/thumbs', row: TIMEWASTER_API },
  'DELETE /api/v1/thumbs/[id]': {
    sample: '/api/v1/thumbs/{missing}',
    row: row('missing', 'missing', 'missing', 'missing', 'missing', 'missing', 'forbidden'),
  },
  'PATCH /api/v1/thumbs/[id]': { sample: '/api/v1/thumbs/{missing}', row: TIMEWASTER_API },
  'GET /api/v1/timewaster-comments': {
    sample: '/api/v1/timewaster-comments?filter[timewasterId]={timewasterId}',
    row: TIMEWASTER_API,
  },
  'POST /api/v1/timewaster-comments': { sample: '/api/v1/timewaster-comments', row: TIMEWASTER_API },
  'POST /api/v1/timewaster-emails': { sample: '/api/v1/timewaster-emails', row: TIMEWASTER_API },
  'POST /api/v1/timewaster-phones': { sample: '/api/v1/timewaster-phones', row: TIMEWASTER_API },
  'GET /api/v1/timewaster-photos': {
    sample: '/api/v1/timewaster-photos?filter[timewasterId]={timewasterId}',
    row: TIMEWASTER_API,
  },
  'POST /api/v1/timewaster-photos': { sample: '/api/v1/timewaster-photos', row: TIMEWASTER_API },
  'DELETE /api/v1/timewaster-photos/[id]': { sample: '/api/v1/timewaster-photos/{missing}', row: MISSING },
  'GET /api/v1/timewaster-photos/[id]/file': {
    sample: '/api/v1/timewaster-photos/{timewasterPhotoId}/file',
    row: TIMEWASTER_API,
  },
  'GET /api/v1/timewasters': { sample: '/api/v1/timewasters', row: TIMEWASTER_API },
  'POST /api/v1/timewasters': { sample: '/api/v1/timewasters', row: TIMEWASTER_API },
  'DELETE /api/v1/timewasters/[id]': { sample: '/api/v1/timewasters/{missing}', row: MISSING },
  'GET /api/v1/timewasters/[id]': { sample: '/api/v1/timewasters/{timewasterId}', row: TIMEWASTER_API },
  'PATCH /api/v1/timewasters/[id]': { sample: '/api/v1/timewasters/{timewasterId}', row: TIMEWASTER_API },
  'POST /api/v1/timewasters/[id]/confirmations': {
    sample: '/api/v1/timewasters/{timewasterId}/confirmations',
    row: TIMEWASTER_API,
  },
  // A moderator's merge of a missing entry is the 404 too; everyone else never gets past the gate.
  'POST /api/v1/timewasters/[id]/merge': {
    sample: '/api/v1/timewasters/{missing}/merge',
    row: MISSING,
    body: '{"intoId":1,"reasonCode":"duplicate"}',
  },
  'POST /api/v1/timewaster-matches': { sample: '/api/v1/timewaster-matches', row: TIMEWASTER_API },
  'GET /api/v1/travels': { sample: '/api/v1/travels?girlId={girlId}', row: PUBLIC },
  'POST /api/v1/travels': { sample: '/api/v1/travels', row: SIGNED_IN },
  'DELETE /api/v1/travels/[id]': {
    sample: '/api/v1/travels/{missing}',
    row: row('sign-in', 'forbidden', 'missing', 'missing', 'missing', 'sign-in', 'missing'),
  },
  'PATCH /api/v1/travels/[id]': { sample: '/api/v1/travels/{travelId}', row: SIGNED_IN },
  'POST /book_girl': { sample: '/book_girl', row: GUY_ONLY },
  'DELETE /follow': { sample: '/follow', row: SIGNED_IN },
  'POST /follow': { sample: '/follow', row: SIGNED_IN },
  // The Follow island on the cached profile asks whether the viewer follows her.
  // The cached client profile's island: what this viewer may see of it (rules in getClientProfile).
  'GET /api/v1/client-profiles/[username]': { sample: '/api/v1/client-profiles/demo_guy', row: PUBLIC },
  'GET /follow': { sample: '/follow?girl_id={girlId}', row: SIGNED_IN },
  // Operations (decision 031): everyone gets the bare status, moderators the detail
  // (tests/integration/health-ready.test.ts); the browser's monitoring settings are public.
  'GET /api/health': { sample: '/api/health', row: PUBLIC },
  'GET /api/ready': { sample: '/api/ready', row: PUBLIC },
  'GET /api/monitoring-config': { sample: '/api/monitoring-config', row: PUBLIC },
  // Our server's own start-up call (decision 022): without its token, the 404 of a missing route.
  'POST /api/internal/startup': { sample: '/api/internal/startup', row: MISSING },
  'POST /logout': { sample: '/logout', row: PUBLIC },
  'GET /media/[...key]': { sample: '/media/{mediaKey}', row: PUBLIC },
  'PATCH /migrate_profile': { sample: '/migrate_profile', row: PUBLIC },
  'POST /migrate_profile/complete': { sample: '/migrate_profile/complete', row: PUBLIC },
  'GET /profile/[stageName]/gallery.json': { sample: '/profile/{stageName}/gallery.json', row: PUBLIC },
  'GET /profile/[stageName]/travels.ics': { sample: '/profile/{stageName}/travels.ics', row: PUBLIC },
  'POST /register_girl': { sample: '/register_girl', row: PUBLIC },
  'POST /register_guy': {
    sample: '/register_guy',
    row: row('ok', 'ok', 'forbidden', 'forbidden', 'forbidden', 'ok', 'forbidden'),
  },
  'POST /send_contact_form': { sample: '/send_contact_form', row: PUBLIC },
  'GET /session': { sample: '/session', row: SIGNED_IN },
  // Community: session girl reports, polls, comments.
  'POST /api/v1/session-girl-reports': { sample: '/api/v1/session-girl-reports', row: GUY_ONLY },
  'POST /api/v1/admin/timewaster-reports/[id]/decision': {
    sample: '/api/v1/admin/timewaster-reports/{missing}/decision',
    // The empty body is refused (400) before the missing report is looked up.
    row: MODERATORS,
  },
  'POST /api/v1/admin/timewaster-changes/[id]/decision': {
    sample: '/api/v1/admin/timewaster-changes/{missing}/decision',
    // The empty body is refused (400) before the missing change is looked up.
    row: MODERATORS,
  },
  'POST /api/v1/admin/session-girl-reports/[id]/decision': {
    sample: '/api/v1/admin/session-girl-reports/{missing}/decision',
    // The empty body is refused (400) before the missing report is looked up.
    row: MODERATORS,
  },
  'POST /api/v1/poll-votes': {
    sample: '/api/v1/poll-votes',
    row: row('sign-in', 'ok', 'ok', 'ok', 'ok', 'sign-in', 'forbidden'),
  },
  // The home poll's island: the viewer's own vote in a poll (sampled on a missing one).
  'GET /api/v1/poll-votes': {
    sample: '/api/v1/poll-votes?poll={missing}',
    row: row('sign-in', 'missing', 'missing', 'missing', 'missing', 'sign-in', 'missing'),
  },
  'POST /api/v1/comments': { sample: '/api/v1/comments', row: SIGNED_IN },
  'DELETE /api/v1/comments/[id]': {
    // With its reason code (decision 037): without one the moderator's answer is a 400.
    sample: '/api/v1/comments/{missing}?reasonCode=spam',
    row: row('sign-in', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'sign-in', 'missing'),
  },
};
