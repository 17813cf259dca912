// POST /api/v1/appeal-links/{token}/messages – a banned person's appeal by the ban e-mail's link
import { appealLinkMessageRoute } from '@/features/appeals/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = appealLinkMessageRoute;
