// PATCH /api/v1/trusted-contact-consents/{token} – a trusted contact agrees or stops
import { setContactConsentRoute } from '@/features/check-ins/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = setContactConsentRoute;
