import 'server-only';
import { env, flagOverrides } from '../env';
import { logger } from '../logger';
import { resolveFlags, unknownFlagOverrides, type FlagName, type ResolvedFlags } from '@/lib/flags';

export type { FlagName, ResolvedFlags } from '@/lib/flags';

// Resolved once per process at first import, so an invalid FLAG_* value fails the start-up loudly.
const flags: ResolvedFlags = resolveFlags(env.APP_ENV, flagOverrides);

const unknown = unknownFlagOverrides(flagOverrides);
if (unknown.length > 0) {
  logger.warn({ variables: unknown }, 'Ignoring FLAG_* variables that name no feature flag');
}

/** Server side: is `flag` on for this deployment (spec §6 table for APP_ENV, then FLAG_* overrides)? */
export function isEnabled(flag: FlagName): boolean {
  return flags[flag];
}

/** Every flag, for the root layout to hand to <FlagsProvider>. Flags are not secret. */
export function getFlags(): ResolvedFlags {
  return flags;
}
