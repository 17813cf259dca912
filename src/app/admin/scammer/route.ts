// DELETE /admin/scammer – a moderator unsets a scammer ({girl_id, comment}, spec §7).
import { unsetScammerRoute } from '@/features/scammers/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = unsetScammerRoute;
