// DELETE /api/v1/trusted-contacts/{id} – remove one of her trusted contacts
import { removeTrustedContactRoute } from '@/features/check-ins/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = removeTrustedContactRoute;
