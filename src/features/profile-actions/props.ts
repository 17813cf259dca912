import type { ViewerKind } from '@/server/auth/actor-types';

// Each button lives in its own feature; the profile page composes them, so girls imports none.

export interface ProfileActionProps {
  girlId: number;
  stageName: string;
  viewerKind: ViewerKind;
}

/** Spec §6; never the girl on her own profile. */
export function showsTipButton(
  session: { status: 'loading' | 'visitor' } | { status: 'signed-in'; session: { girl_id: number | null } },
  girlId: number,
  tipsEnabled: boolean,
): boolean {
  return tipsEnabled && session.status === 'signed-in' && session.session.girl_id !== girlId;
}
