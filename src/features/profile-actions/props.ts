import type { ViewerKind } from '@/server/auth/actor-types';

// The slot of buttons on a girl's public profile (Follow, Book, Tip, the AI chat links). Each
// button lives in its own feature and takes these props; the profile page composes them
// (src/app/profile/[stageName]/profile-actions.tsx), so the girls feature imports none of them.

/** Props shared by the buttons mounted in the public profile's action slot. */
export interface ProfileActionProps {
  girlId: number;
  stageName: string;
  viewerKind: ViewerKind;
}

/** Spec §6 Tip button: a signed-in viewer with the flag on, and never the girl on her own profile. */
export function showsTipButton(
  session: { status: 'loading' | 'visitor' } | { status: 'signed-in'; session: { girl_id: number | null } },
  girlId: number,
  tipsEnabled: boolean,
): boolean {
  return tipsEnabled && session.status === 'signed-in' && session.session.girl_id !== girlId;
}
