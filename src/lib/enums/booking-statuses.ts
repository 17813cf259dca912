/**
 * Each party's booking status (spec §4 "Booking lifecycle"): girl_status and guy_status start
 * pending; each party may set theirs to complete or deleted; an admin delete sets both to deleted.
 */
export const BOOKING_STATUSES = ['pending', 'complete', 'deleted'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
