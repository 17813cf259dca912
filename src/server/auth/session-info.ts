import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { girls, guys } from '@/server/db/schema';
import { girlIcon, guyIcon } from './account-state';
import { userTypeOf, type SignedInActor } from './actor-types';

/** Spec §7 GET /session / §3 "Logged-in user". */
export interface SessionInfo {
  user_id: string;
  username: string;
  profile: string | null;
  email: string;
  name: string;
  avatar: string | null;
  /** `avatar` where it is drawn small: its 64² icon when it has one. */
  avatar_icon: string | null;
  is_moderator: boolean;
  usertype: 'girl' | 'guy' | null;
  linked_socials: Record<'twitter' | 'facebook' | 'google' | 'instagram' | 'tiktok' | 'snapchat', string | null>;
  stage_name: string | null;
  girl_id: number | null;
  guy_id: number | null;
}

const NO_SOCIALS: SessionInfo['linked_socials'] = {
  twitter: null,
  facebook: null,
  google: null,
  instagram: null,
  tiktok: null,
  snapchat: null,
};

export async function getSessionInfo(actor: SignedInActor): Promise<SessionInfo> {
  const db = await getDb();
  const usertype = userTypeOf(actor);
  let profile: string | null = null;
  let avatar = actor.image;
  let icon: string | null = null;
  let linkedSocials = NO_SOCIALS;
  if (usertype === 'girl') {
    const [girl] = await db
      .select({
        description: girls.description,
        picture: girls.profilePicSecureUrl,
        icon: girlIcon,
        twitter: girls.twitter,
        facebook: girls.facebook,
        instagram: girls.instagram,
        tiktok: girls.tiktok,
      })
      .from(girls)
      .where(eq(girls.userId, actor.userId))
      .limit(1);
    if (girl) {
      profile = girl.description;
      avatar ??= girl.picture;
      icon = girl.icon;
      linkedSocials = {
        ...NO_SOCIALS,
        twitter: girl.twitter,
        facebook: girl.facebook,
        instagram: girl.instagram,
        tiktok: girl.tiktok,
      };
    }
  } else if (usertype === 'guy') {
    const [guy] = await db
      .select({ aboutMe: guys.aboutMe, picture: guys.cloudinarySecureUrl, icon: guyIcon })
      .from(guys)
      .where(eq(guys.userId, actor.userId))
      .limit(1);
    if (guy) {
      profile = guy.aboutMe;
      avatar ??= guy.picture;
      icon = guy.icon;
    }
  }
  return {
    user_id: actor.userId,
    username: actor.username,
    profile,
    email: actor.email,
    name: actor.name,
    avatar,
    avatar_icon: icon ?? avatar,
    is_moderator: actor.isModerator,
    usertype,
    linked_socials: linkedSocials,
    stage_name: actor.stageName,
    girl_id: actor.girlId ?? null,
    guy_id: actor.guyId ?? null,
  };
}
