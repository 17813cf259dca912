// What the dashboard shows, per audience. Plain data: safe to pass to client components.
import type { ReferenceRequest } from '@/features/references/types';

export interface DashboardLink {
  href: string;
  label: string;
}

export interface GuySummary {
  username: string;
  avatarUrl: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** ISO date of the account's creation. */
  memberSince: string;
}

/** Spec §4 "Profile approval": null is pending, then true or false from a moderator. */
export type ApprovalState = 'pending' | 'approved' | 'rejected';

export interface GirlSummary {
  girlId: number;
  stageName: string | null;
  avatarUrl: string | null;
  showProfile: boolean;
  approval: ApprovalState;
  /** When she sent her verification picture (while she waits), or null. */
  verificationPictureAt: string | null;
  /** The moderators' reason when her profile was not approved, else null. */
  rejectionReason: string | null;
  /** Whether she has unseen safety alerts to list (the list itself is read only then). */
  safetyAlerts: boolean;
}

export interface DashboardData {
  kind: 'guy' | 'girl' | 'moderator';
  username: string;
  isModerator: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Girls and moderators guard the private client database: two-factor sign-in is recommended to them. */
  twoFactorRecommended: boolean;
  guy: GuySummary | null;
  girl: GirlSummary | null;
  /** The vetted girl's pending references naming her ("Did you see this client?"); [] for anyone else. */
  referenceRequests: ReferenceRequest[];
}

/** What the dashboard's own read found to list (getDashboard): each list is read only when it has something. */
export interface DashboardReads {
  /** Any decision notice to her or him (the notices and the appealable decisions). */
  notices: boolean;
  /** Any appeal of hers or his. */
  appeals: boolean;
  /** Her check-in under way (the safety card's). */
  checkIn: boolean;
}
