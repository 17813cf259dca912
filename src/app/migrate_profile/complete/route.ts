// POST /migrate_profile/complete – with the one-time link's token, set the legacy account's password
import { completeMigrationRoute } from '@/features/legacy-migration/route-handler';

export const dynamic = 'force-dynamic';

export const POST = completeMigrationRoute;
