// GET /profile/{stageName}/travels.ics – iCalendar feed of a public girl's travels
import { travelCalendarRoute } from '@/features/travels/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = travelCalendarRoute;
