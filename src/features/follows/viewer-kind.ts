import type { ViewerKind } from '@/server/auth/actor-types';

/** Props shared by the buttons mounted in the public profile's action slot. */
export interface ProfileActionProps {
  girlId: number;
  stageName: string;
  viewerKind: ViewerKind;
}

export function loginHref(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
