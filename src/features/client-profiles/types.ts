import type { ProfileReference } from '@/features/references/types';

/** His references as signed-in viewers see them (features/references): denied ones left out. */
export type ClientReference = ProfileReference;

/** A girl's review of a client: thumbs up (vote true) or down, with her name and picture. */
export interface ClientReview {
  id: number;
  comment: string;
  vote: boolean;
  createdAt: string;
  girlId: number | null;
  girlUsername: string | null;
  girlStageName: string | null;
  girlPicture: string | null;
}

/** A girl's comment on a client that only vetted girls and moderators read. */
export interface GirlsOnlyComment {
  id: number;
  comment: string;
  createdAt: string;
  girlUsername: string | null;
  girlStageName: string | null;
  girlPicture: string | null;
}

export interface ClientProfile {
  id: number;
  username: string;
  name: string | null;
  pictureUrl: string | null;
  age: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  aboutMe: string | null;
  /** Labels of his service flags. */
  interests: string[];
}

/** The JSON:API type of GET /api/v1/client-profiles/{username} (its id: his username). */
export const CLIENT_PROFILE_TYPE = 'clientProfiles';

/** What /client/{username} shows this actor: null parts are not theirs to see. */
export type ClientProfilePage =
  | { state: 'not-found' }
  | { state: 'private' }
  | {
      state: 'ok';
      profile: ClientProfile;
      own: boolean;
      reviews: ClientReview[] | null;
      girlsOnlyComments: GirlsOnlyComment[] | null;
      references: ClientReference[] | null;
      canReview: boolean;
      canComment: boolean;
    };
