import 'server-only';
import { DASHBOARD_PATH } from '@/lib/girl-own-pages';
import { absoluteUrl } from '@/server/absolute-url';
import { APPEAL_LINK_PATH, appealLinkToken } from '@/server/appeal-links';
import type { AppealKind } from './schema';

/**
 * Where an appeal's e-mail sends its reader: a banned person cannot open the dashboard, so the
 * mails about a ban appeal link to its signed appeal page (decision 039), which shows the thread
 * and the outcome without signing in; every other appeal is read on the dashboard.
 */
export function appealPageUrl(appeal: { kind: string; noticeId: number; appellantUserId: string }): string {
  if ((appeal.kind as AppealKind) === 'ban')
    return absoluteUrl(`${APPEAL_LINK_PATH}/${appealLinkToken(appeal.noticeId, appeal.appellantUserId)}`);
  return absoluteUrl(DASHBOARD_PATH);
}
