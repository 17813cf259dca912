import 'server-only';
import { sql } from 'drizzle-orm';
import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import { girlPhotos, girls, type Girl } from '@/server/db/schema';
import { publicPictureUrl } from './card';
import {
  LIFT_FIELDS,
  LINK_FIELDS,
  OTHER_SITE_NUMBERS,
  type LiftField,
  type LinkField,
  type OtherSiteField,
} from './schema';

// What each audience may see of a girl: typed column sets, so a field outside the audience's list
// never leaves the database.

type LinkColumn = Exclude<LinkField, 'onlyFans'>;

const linkColumns = Object.fromEntries(
  LINK_FIELDS.filter(([f]) => f !== 'onlyFans').map(([f]) => [f, girls[f as LinkColumn]]),
) as {
  [K in LinkColumn]: (typeof girls)[K];
};
const liftColumns = Object.fromEntries(LIFT_FIELDS.map(([f]) => [f, girls[f]])) as {
  [K in LiftField]: (typeof girls)[K];
};
const otherSiteColumns = Object.fromEntries(
  OTHER_SITE_NUMBERS.flatMap((n) => [`otherName${n}`, `otherAddress${n}`] as const).map((f) => [f, girls[f]]),
) as {
  [K in OtherSiteField]: (typeof girls)[K];
};
const WEBSITE_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
type WebsiteField = `website${(typeof WEBSITE_NUMBERS)[number]}${'Name' | 'Url'}`;
const websiteColumns = Object.fromEntries(
  WEBSITE_NUMBERS.flatMap((n) => [`website${n}Name`, `website${n}Url`] as const).map((f) => [f, girls[f]]),
) as {
  [K in WebsiteField]: (typeof girls)[K];
};
const serviceColumns = Object.fromEntries(SERVICES.map((s) => [s.camel, girls[s.camel]])) as {
  [K in ServiceCamel]: (typeof girls)[K];
};

/** is_profile_pic marks the current approved picture; a pending upload is only on girls.profile_pic_*. */
const approvedPictureUrl = sql<string | null>`(
  select ${girlPhotos.secureUrl} from ${girlPhotos}
  where ${girlPhotos.girlId} = ${girls.id} and ${girlPhotos.approved} and ${girlPhotos.isProfilePic}
  order by ${girlPhotos.id} desc limit 1)`;

/** The birthday is read only to compute the age. */
export const publicGirlColumns = {
  id: girls.id,
  stageName: girls.stageName,
  username: girls.username,
  city: girls.city,
  state: girls.state,
  country: girls.country,
  height: girls.height,
  weight: girls.weight,
  physique: girls.physique,
  headline: girls.headline,
  about: girls.about,
  description: girls.description,
  birthday: girls.birthday,
  profilePicSecureUrl: girls.profilePicSecureUrl,
  profilePicApproved: girls.profilePicApproved,
  approvedPictureUrl,
  matsideGirl: girls.matsideGirl,
  onlyfans: girls.onlyfans,
  ...linkColumns,
  ...liftColumns,
  ...otherSiteColumns,
  ...websiteColumns,
  ...serviceColumns,
};

/** Never the notes. */
export const ownerGirlColumns = {
  ...publicGirlColumns,
  userId: girls.userId,
  name: girls.name,
  email: girls.email,
  phone: girls.phone,
  travelPhone: girls.travelPhone,
  descriptionVerification: girls.descriptionVerification,
  profileApproved: girls.profileApproved,
  adminShowProfile: girls.adminShowProfile,
  girlShowProfile: girls.girlShowProfile,
};

export const moderatorGirlColumns = { ...ownerGirlColumns, notes: girls.notes };

type ColumnKeys<C> = Exclude<keyof C, 'approvedPictureUrl'> & keyof Girl;
export type PublicGirlRow = Pick<Girl, ColumnKeys<typeof publicGirlColumns>> & { approvedPictureUrl: string | null };
export type OwnerGirlRow = Pick<Girl, ColumnKeys<typeof ownerGirlColumns>> & { approvedPictureUrl: string | null };
export type ModeratorGirlRow = OwnerGirlRow & Pick<Girl, 'notes'>;

export function ageFrom(birthday: string | null, today: Date = new Date()): number | null {
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return Number.isFinite(age) ? age : null;
}

/** The current one once approved, else the last approved one. */
export function publicProfilePicture(
  row: Pick<PublicGirlRow, 'profilePicSecureUrl' | 'profilePicApproved' | 'approvedPictureUrl'>,
): string | null {
  if (row.profilePicApproved === true) return publicPictureUrl(row.profilePicSecureUrl);
  return publicPictureUrl(row.approvedPictureUrl);
}

export interface ProfileLink {
  label: string;
  url: string;
}

export function profileLinks(row: PublicGirlRow): ProfileLink[] {
  const links: ProfileLink[] = [];
  for (const [field, label] of LINK_FIELDS) {
    const value = field === 'onlyFans' ? row.onlyfans : row[field];
    if (value) links.push({ label, url: value });
  }
  for (const n of OTHER_SITE_NUMBERS) {
    const url = row[`otherAddress${n}`];
    if (url) links.push({ label: row[`otherName${n}`] || 'Website', url });
  }
  for (const n of WEBSITE_NUMBERS) {
    const url = row[`website${n}Url`];
    if (url && !links.some((l) => l.url === url)) links.push({ label: row[`website${n}Name`] || 'Website', url });
  }
  return links;
}

export function offeredServices(row: Record<ServiceCamel, boolean>): ServiceCamel[] {
  return SERVICES.filter((s) => row[s.camel]).map((s) => s.camel);
}

export type PublicGirl = Pick<
  PublicGirlRow,
  | 'id'
  | 'stageName'
  | 'username'
  | 'city'
  | 'state'
  | 'country'
  | 'height'
  | 'weight'
  | 'physique'
  | 'headline'
  | 'about'
  | 'description'
  | 'matsideGirl'
> & {
  age: number | null;
  profilePicUrl: string | null;
  onlyFans: string | null;
} & Pick<PublicGirlRow, LinkColumn | LiftField | OtherSiteField | ServiceCamel>;

export type PrivateGirl = PublicGirl &
  Pick<
    OwnerGirlRow,
    | 'userId'
    | 'name'
    | 'email'
    | 'phone'
    | 'travelPhone'
    | 'birthday'
    | 'descriptionVerification'
    | 'profilePicApproved'
    | 'profileApproved'
    | 'adminShowProfile'
    | 'girlShowProfile'
  > & {
    pendingProfilePicUrl: string | null;
    notes?: string | null;
  };

export type GirlDto = PublicGirl | PrivateGirl;

function pickFields<R, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<R, K>;
}

const EXTRA_KEYS = [
  ...LINK_FIELDS.map(([f]) => f).filter((f): f is LinkColumn => f !== 'onlyFans'),
  ...LIFT_FIELDS.map(([f]) => f),
  ...OTHER_SITE_NUMBERS.flatMap((n) => [`otherName${n}`, `otherAddress${n}`] as const),
  ...SERVICES.map((s) => s.camel),
] as const;

export function toPublicGirl(row: PublicGirlRow): PublicGirl {
  return {
    id: row.id,
    stageName: row.stageName,
    username: row.username,
    city: row.city,
    state: row.state,
    country: row.country,
    height: row.height,
    weight: row.weight,
    physique: row.physique,
    headline: row.headline,
    about: row.about,
    description: row.description,
    age: ageFrom(row.birthday),
    profilePicUrl: publicProfilePicture(row),
    matsideGirl: row.matsideGirl,
    onlyFans: row.onlyfans,
    ...pickFields(row, EXTRA_KEYS),
  };
}

export function toPrivateGirl(row: OwnerGirlRow | ModeratorGirlRow): PrivateGirl {
  return {
    ...toPublicGirl(row),
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    travelPhone: row.travelPhone,
    birthday: row.birthday,
    descriptionVerification: row.descriptionVerification,
    pendingProfilePicUrl: row.profilePicApproved === true ? null : publicPictureUrl(row.profilePicSecureUrl),
    profilePicApproved: row.profilePicApproved,
    profileApproved: row.profileApproved,
    adminShowProfile: row.adminShowProfile,
    girlShowProfile: row.girlShowProfile,
    ...('notes' in row ? { notes: row.notes } : {}),
  };
}
