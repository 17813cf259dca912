// What the queue says after a decision (user-facing texts are the spec's where it has them). Apart from
// schema.ts so the browser's queue does not load zod.

export const MODERATION_TOASTS = {
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
  refused: 'Refused',
  emailAdded: 'Email added',
  reviewed: 'Marked as reviewed',
  approvedWithSelected: 'Approved with selected picture',
  pictureRemoved: 'Picture removed',
  legacyMatched: 'Matched with the legacy profile',
  handled: 'Marked as handled',
  deleted: 'Deleted',
} as const;
