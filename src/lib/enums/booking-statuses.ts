/** Spec §4 "Booking lifecycle": each party's own status; an admin delete sets both. */
export const BOOKING_STATUSES = ['pending', 'complete', 'deleted'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
