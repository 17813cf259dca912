// Feature flags of spec §6. The server resolves them once and hands them to the browser.

export const APP_ENVS = ['production', 'staging', 'development'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

type FlagRow = Readonly<Record<AppEnv, boolean>>;

const OFF: FlagRow = { production: false, staging: false, development: false };
const ON: FlagRow = { production: true, staging: true, development: true };
const DEVELOPMENT_ONLY: FlagRow = { production: false, staging: false, development: true };
const NOT_IN_PRODUCTION: FlagRow = { production: false, staging: true, development: true };

export const FLAG_TABLE = {
  // Off in all.
  'session-interests-in-book-a-girl': OFF,
  'hyvor-comments-on-homepage': OFF,
  'hyvor-comments-on-girl-profile': OFF,
  'hyvor-comments-on-guy-profile': OFF,
  'featured-girls': OFF,
  // On in development only.
  'payment-provider-cryptocurrency': DEVELOPMENT_ONLY,
  // On in all.
  'girl-reviews-guy': ON,
  'guy-unverified-references': ON,
  'guy-report-girl': ON,
  'guy-reviews-girl': ON,
  'registration-girls': ON,
  'registration-guys': ON,
  'tips-page': ON,
  'problem-girls': ON,
  'girls-advanced-search-for-clients': ON,
  'ai-chat-book-girl-button': ON,
  // Off in production, on in staging and development.
  'girl-post-on-timeline-or-profile': NOT_IN_PRODUCTION,
  // Decision 048: on in the demo and staging first.
  'check-ins': NOT_IN_PRODUCTION,
} as const satisfies Record<string, FlagRow>;

export type FlagName = keyof typeof FLAG_TABLE;
export type ResolvedFlags = Readonly<Record<FlagName, boolean>>;

export const FLAG_NAMES = Object.keys(FLAG_TABLE) as FlagName[];

export function flagOverrideName(flag: FlagName): string {
  return flag.toUpperCase().replace(/-/g, '_');
}

export class FlagConfigError extends Error {
  override name = 'FlagConfigError';
}

const TRUE_VALUES = new Set(['on', 'true', '1']);
const FALSE_VALUES = new Set(['off', 'false', '0']);

/** Any case; empty means no override; anything else throws. */
export function parseFlagOverride(variable: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim().toLowerCase();
  if (value === '') return undefined;
  if (TRUE_VALUES.has(value)) return true;
  if (FALSE_VALUES.has(value)) return false;
  throw new FlagConfigError(
    `Invalid feature flag override FLAG_${variable}=${JSON.stringify(raw)}: use on, off, true, false, 1 or 0`,
  );
}

/** Keys are the variable names without FLAG_. An invalid value throws: a typo must stop the start. */
export function resolveFlags(
  appEnv: AppEnv,
  overrides: Readonly<Record<string, string | undefined>> = {},
): ResolvedFlags {
  const resolved = {} as Record<FlagName, boolean>;
  for (const flag of FLAG_NAMES) {
    const variable = flagOverrideName(flag);
    const override = parseFlagOverride(variable, overrides[variable]);
    resolved[flag] = override ?? FLAG_TABLE[flag][appEnv];
  }
  return Object.freeze(resolved);
}

export function unknownFlagOverrides(overrides: Readonly<Record<string, string | undefined>>): string[] {
  const known = new Set(FLAG_NAMES.map(flagOverrideName));
  return Object.keys(overrides)
    .filter((variable) => !known.has(variable))
    .map((variable) => `FLAG_${variable}`);
}
