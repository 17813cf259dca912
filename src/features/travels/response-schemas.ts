import 'server-only';
import { z } from 'zod';
import type { TravelDto } from './schema';

/** Every attribute of a travel (dates as YYYY-MM-DD). */
export const TRAVEL_ATTRIBUTES = z.object({
  girlId: z.number().int(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  dateBegins: z.string(),
  dateEnds: z.string(),
}) satisfies z.ZodType<Omit<TravelDto, 'id'>>;
