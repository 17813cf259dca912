// POST /migrate_profile/complete – with the one-time link's token, set the legacy account's password
import { completeMigrationRoute } from '@/features/legacy-migration/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = completeMigrationRoute;
