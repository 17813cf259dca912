// PATCH /migrate_profile – give a legacy (imported, passwordless) account a password and verify its e-mail
import { migrateProfileRoute } from '@/features/legacy-migration/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = migrateProfileRoute;
