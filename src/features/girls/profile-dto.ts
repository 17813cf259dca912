// Girl profile DTOs per audience (docs/data-model.md): what the public, the girl herself and the
// moderators may see of a girls row. Pure: the service selects the columns, this shapes them.
import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import { publicPictureUrl } from './card';
import { LIFT_FIELDS, LINK_FIELDS, OTHER_SITE_NUMBERS, type LiftField, type LinkField } from './schema';

export type GirlAudience = 'public' | 'owner' | 'moderator';

/** The columns the DTOs are built from (`notes` only selected for moderators). */
export type GirlProfileRow = {
  id: number;
  userId: string | null;
  name: string | null;
  username: string | null;
  stageName: string | null;
  email: string | null;
  birthday: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  physique: string | null;
  headline: string | null;
  about: string | null;
  description: string | null;
  descriptionVerification: string | null;
  phone: string | null;
  travelPhone: string | null;
  profilePicSecureUrl: string | null;
  profilePicApproved: boolean | null;
  profileApproved: boolean | null;
  adminShowProfile: boolean;
  girlShowProfile: boolean;
  matsideGirl: boolean;
  notes?: string | null;
  /** The last approved profile picture, for while a new one waits for approval. */
  approvedPictureUrl?: string | null;
} & Record<Exclude<LinkField, 'onlyFans'>, string | null> & { onlyfans: string | null } & Record<LiftField, number | null> &
  Record<`otherName${3 | 4 | 5 | 6}` | `otherAddress${3 | 4 | 5 | 6}`, string | null> &
  Record<ServiceCamel, boolean>;

/** Whole years since an ISO birthday (the age is public, the date is not). */
export function ageFrom(birthday: string | null, today: Date = new Date()): number | null {
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return Number.isFinite(age) ? age : null;
}

/** The picture the public sees: the current one once approved, else the last approved one. */
export function publicProfilePicture(row: Pick<GirlProfileRow, 'profilePicSecureUrl' | 'profilePicApproved' | 'approvedPictureUrl'>): string | null {
  if (row.profilePicApproved === true) return publicPictureUrl(row.profilePicSecureUrl);
  return publicPictureUrl(row.approvedPictureUrl ?? null);
}

export interface ProfileLink {
  label: string;
  url: string;
}

/** Link fields and other sites 3-6 that are set, with their labels (the public profile's Links). */
export function profileLinks(row: GirlProfileRow): ProfileLink[] {
  const links: ProfileLink[] = [];
  for (const [field, label] of LINK_FIELDS) {
    const value = field === 'onlyFans' ? row.onlyfans : row[field];
    if (value) links.push({ label, url: value });
  }
  for (const n of OTHER_SITE_NUMBERS) {
    const url = row[`otherAddress${n}`];
    if (url) links.push({ label: row[`otherName${n}`] || 'Website', url });
  }
  return links;
}

export function offeredServices(row: Record<ServiceCamel, boolean>): ServiceCamel[] {
  return SERVICES.filter((s) => row[s.camel]).map((s) => s.camel);
}

/** JSON:API attributes of a girl for an audience. Private fields are simply never copied for the public. */
export function toGirlAttributes(row: GirlProfileRow, audience: GirlAudience): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
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
  };
  for (const [field] of LINK_FIELDS) attributes[field] = field === 'onlyFans' ? row.onlyfans : row[field];
  for (const n of OTHER_SITE_NUMBERS) {
    attributes[`otherName${n}`] = row[`otherName${n}`];
    attributes[`otherAddress${n}`] = row[`otherAddress${n}`];
  }
  for (const [field] of LIFT_FIELDS) attributes[field] = row[field];
  for (const s of SERVICES) attributes[s.camel] = row[s.camel];
  if (audience === 'public') return attributes;

  Object.assign(attributes, {
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    travelPhone: row.travelPhone,
    birthday: row.birthday,
    descriptionVerification: row.descriptionVerification,
    // The girl sees her own pending picture and its state.
    pendingProfilePicUrl: row.profilePicApproved === true ? null : publicPictureUrl(row.profilePicSecureUrl),
    profilePicApproved: row.profilePicApproved,
    profileApproved: row.profileApproved,
    adminShowProfile: row.adminShowProfile,
    girlShowProfile: row.girlShowProfile,
  });
  if (audience === 'moderator') attributes.notes = row.notes ?? null;
  return attributes;
}
