import 'server-only';
import { DASHBOARD_PATH } from '@/lib/girl-own-pages';
import { absoluteUrl } from '@/server/absolute-url';
import { APPEAL_LINK_PATH, appealLinkToken } from '@/server/appeal-links';
import type { AppealKind } from './schema';

/** A banned person cannot open the dashboard: a ban appeal's mails link its signed page (decision 039). */
export function appealPageUrl(appeal: { kind: string; noticeId: number; appellantUserId: string }): string {
  if ((appeal.kind as AppealKind) === 'ban')
    return absoluteUrl(`${APPEAL_LINK_PATH}/${appealLinkToken(appeal.noticeId, appeal.appellantUserId)}`);
  return absoluteUrl(DASHBOARD_PATH);
}
