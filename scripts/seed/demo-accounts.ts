// The demo logins printed by `npm run db:seed` and listed in the README. Tests import these
// constants instead of repeating them. Pure data: safe to import from e2e helpers and scripts.

/** Satisfies the registration rule: 9+ characters, upper, lower, digit, symbols from @$!%*#?&. */
export const DEMO_PASSWORD = 'MatsideDemo2026!';

export type DemoRole = 'guy' | 'girl' | 'moderator';

export interface DemoAccount {
  role: DemoRole;
  username: string;
  email: string;
  name: string;
}

export const DEMO_GUY: DemoAccount = {
  role: 'guy',
  username: 'demo_guy',
  email: 'guy@matside.test',
  name: 'Dan Demo',
};

/** A visible, approved Matside girl with photos, travels, bookings and reported timewasters. */
export const DEMO_GIRL: DemoAccount = {
  role: 'girl',
  username: 'demo_girl',
  email: 'girl@matside.test',
  name: 'Gina Demo',
};

export const DEMO_MODERATOR: DemoAccount = {
  role: 'moderator',
  username: 'demo_mod',
  email: 'moderator@matside.test',
  name: 'Morgan Demo',
};

/** A second visible, vetted girl: "another girl" in the authorization tests. */
export const DEMO_OTHER_GIRL: DemoAccount = {
  role: 'girl',
  username: 'demo_girl2',
  email: 'girl2@matside.test',
  name: 'Greta Demo',
};

/** A girl who signed up and waits for a moderator: not on the public pages, no timewaster tool yet. */
export const DEMO_PENDING_GIRL: DemoAccount = {
  role: 'girl',
  username: 'demo_pending',
  email: 'pending@matside.test',
  name: 'Paula Pending',
};

/** A guy banned by the moderators: his sign-in is refused. */
export const DEMO_BANNED_GUY: DemoAccount = {
  role: 'guy',
  username: 'demo_banned',
  email: 'banned@matside.test',
  name: 'Barry Banned',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_GUY, DEMO_GIRL, DEMO_MODERATOR, DEMO_PENDING_GIRL];

/** The demo girl's public stage name (her profile lives at /profile/<stage name>). */
export const DEMO_GIRL_STAGE_NAME = 'Gina Slam';

/**
 * Canary values for the security tests: none of these strings may ever reach a visitor or a guy
 * (HTML, JSON, logs). The seed stores them on one timewaster reported by the demo girl.
 */
export const CANARY_TIMEWASTER = {
  name: 'CANARY-TW-NAME-7f3a',
  phone: '5550199731',
  email: 'canary-tw-7f3a@example.test',
  comment: 'CANARY-TW-COMMENT-7f3a',
} as const;

/**
 * The demo girl's private values (her phone and the moderators' note on her): the leak test looks
 * for them, and for her e-mail address, in everything a visitor, a guy, a pending girl or a banned
 * user can fetch.
 */
export const CANARY_GIRL = {
  phone: '702-555-0173',
  notes: 'CANARY-GIRL-NOTE-4c9d',
} as const;

/**
 * A girls-only comment on demo_guy: only vetted girls and moderators may read it, never he himself,
 * another guy, a visitor or a girl nobody vetted (the leak test searches for it).
 */
export const CANARY_GIRLS_ONLY_COMMENT = 'CANARY-GIRLS-ONLY-9e21: asked for extras, refused to leave.';

/**
 * The identifier a guy gave on a reference waiting for demo_girl's answer: only he, demo_girl (the
 * girl it names) and moderators may read it; never a visitor, demo_guy, a pending or banned user.
 */
export const CANARY_REFERENCE_IDENTIFIER = 'CANARY-REF-IDENT-5b7e';

/**
 * An attribute only the screening beside a booking request carries (the girl's and moderators'
 * view): the leak test looks for it in everything outsiders can fetch.
 */
export const SCREENING_MARKER = 'confirmedReferences';

export function formatDemoLogins(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) => `  ${a.role.padEnd(10)} ${a.username.padEnd(10)} ${a.email.padEnd(24)} ${DEMO_PASSWORD}`,
  );
  return ['Demo logins (role, username, e-mail, password):', ...rows].join('\n');
}

/** A session girl whose picture waits and who has no gallery (the picker's "No gallery pictures found."). */
export const SESSION_GIRL_WITHOUT_GALLERY = 'nogallery_sessiongirl';

/**
 * Two approved timewaster entries of other girls (docs/decisions/041): one nobody confirmed for
 * over two years (expired: moderators see it marked, girls no longer find it), one that expires
 * in a few months (a vetted girl can renew it with "I had this experience too").
 */
export const EXPIRY_EXAMPLES = {
  expired: 'Expired Example Client',
  renewable: 'Renewable Example Client',
} as const;
