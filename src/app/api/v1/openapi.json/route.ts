// GET /api/v1/openapi.json – the OpenAPI 3.1 description of /api/v1 (docs/decisions/027); /api/docs renders it.
import { apiDescriptionRoute } from './api-description';

export const dynamic = 'force-dynamic';

export const GET = apiDescriptionRoute;
