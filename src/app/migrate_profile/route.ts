// PATCH /migrate_profile – ask for a one-time link that lets the owner of a legacy account choose its password
import { migrateProfileRoute } from '@/features/legacy-migration/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = migrateProfileRoute;
