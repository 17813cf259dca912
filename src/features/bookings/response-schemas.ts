import 'server-only';
import { z } from 'zod';
import { isoTimestamp, someAttributesOf } from '@/server/http/api-description';
import type { GirlBookingDto, GuyBookingDto } from './queries';

/** GET /api/v1/bookings: the parts both sides see (the girl's view adds the guy and his screening). */
export const BOOKING_ATTRIBUTES = someAttributesOf<GirlBookingDto | GuyBookingDto>()({
  dateTimeAvailable: z.string(),
  sessionLength: z.string(),
  desiredSessionType: z.string(),
  girlStatus: z.string(),
  guyStatus: z.string(),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
});
