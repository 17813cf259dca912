export interface ProfileActionsProps {
  girlId: number;
  stageName: string;
}

/**
 * Slot on the public profile for the Follow, Book and Tip buttons (and the AI chat buttons behind
 * their flags). Follows, bookings and tips are built in the travels/bookings issue branch, which
 * fills this component in; the profile page already renders it under the header.
 */
export function ProfileActions(_props: ProfileActionsProps) {
  return null;
}
