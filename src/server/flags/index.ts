import 'server-only';
import { env, flagOverrides } from '../env';
import { logger } from '../logger';
import { resolveFlags, unknownFlagOverrides, type FlagName, type ResolvedFlags } from '@/lib/flags';

export type { FlagName, ResolvedFlags } from '@/lib/flags';

// Resolved at first import, so a bad FLAG_* value fails the start loudly.
const flags: ResolvedFlags = resolveFlags(env.APP_ENV, flagOverrides);

const unknown = unknownFlagOverrides(flagOverrides);
if (unknown.length > 0) {
  logger.warn({ variables: unknown }, 'Ignoring FLAG_* variables that name no feature flag');
}

export function isEnabled(flag: FlagName): boolean {
  return flags[flag];
}

/** Flags are not secret. */
export function getFlags(): ResolvedFlags {
  return flags;
}
