// Who else sees her profile, for the banner on her own view; decided like publicGirlCondition.

export interface OwnProfileFlags {
  profileApproved: boolean | null;
  girlShowProfile: boolean;
  adminShowProfile: boolean;
  listed: boolean;
}

export type OwnProfileAudience = 'everyone' | 'pending' | 'rejected' | 'hidden-by-her' | 'hidden-by-moderators';

export function ownProfileAudience(flags: OwnProfileFlags): OwnProfileAudience {
  if (flags.listed) return 'everyone';
  if (flags.profileApproved === null) return 'pending';
  if (flags.profileApproved === false) return 'rejected';
  if (!flags.girlShowProfile && flags.adminShowProfile) return 'hidden-by-her';
  return 'hidden-by-moderators';
}

export const OWN_PROFILE_BANNERS: Record<OwnProfileAudience, { title: string; text: string }> = {
  everyone: {
    title: 'Everyone can see your profile',
    text: 'It is listed on Matside. This page shows it as visitors see it on its public address.',
  },
  pending: {
    title: 'Nobody else can see your profile yet',
    text: 'It waits for a moderator’s approval. Once approved, it is listed on Matside for everyone.',
  },
  rejected: {
    title: 'Nobody else can see your profile',
    text: 'Our moderators did not approve it. Your dashboard tells you why, and you can fix it and resubmit it from there.',
  },
  'hidden-by-her': {
    title: 'Only moderators can see your profile',
    text: 'You have hidden it. Turn Show Profile on in your dashboard to list it again.',
  },
  'hidden-by-moderators': {
    title: 'Only moderators can see your profile',
    text: 'A moderator has hidden it. Please contact us if you think this is a mistake.',
  },
};
