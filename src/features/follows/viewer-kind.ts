/** Who is looking at a profile, as the profile-action buttons need it (display only). */
export type ViewerKind = 'visitor' | 'guy' | 'girl' | 'moderator';

/** Props shared by the buttons mounted in the public profile's action slot. */
export interface ProfileActionProps {
  girlId: number;
  stageName: string;
  viewerKind: ViewerKind;
}

export function loginHref(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
