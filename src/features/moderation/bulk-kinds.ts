import type { DecisionKind } from '@/features/due-process/reason-codes';

/**
 * The queue sections decided in bulk (one yes, or one no with one reason for all), the reason
 * codes each draws from and how the page names one of its items. The endpoint
 * (bulk-decisions.ts) and the page's bulk bars read this one list.
 */
export const BULK_KINDS = {
  photos: { reasons: 'photo', noun: 'photo' },
  sessionGirlPictures: { reasons: 'profile-picture', noun: 'picture' },
  sessionGirlImages: { reasons: 'explicit-image', noun: 'image' },
} as const satisfies Record<string, { reasons: DecisionKind; noun: string }>;
export type BulkKind = keyof typeof BULK_KINDS;

export const BULK_SECTIONS = Object.keys(BULK_KINDS) as BulkKind[];

export function isBulkKind(section: string): section is BulkKind {
  return Object.hasOwn(BULK_KINDS, section);
}
