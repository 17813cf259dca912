// GET /api/v1/girls/{id} attributes (owner/moderator audience) → the edit form's starting values.
import { SERVICES } from '@/lib/enums/services';
import { LIFT_FIELDS, LINK_FIELDS, OTHER_SITE_NUMBERS, type GirlProfileInput } from './schema';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? String(value) : '');

export function toEditValues(a: Record<string, unknown>): GirlProfileInput {
  const values: Record<string, unknown> = {
    name: text(a.name),
    stageName: text(a.stageName),
    username: text(a.username),
    email: text(a.email),
    phone: text(a.phone),
    travelPhone: text(a.travelPhone),
    city: text(a.city),
    state: text(a.state),
    country: text(a.country),
    birthday: text(a.birthday),
    height: num(a.height),
    weight: num(a.weight),
    physique: text(a.physique),
    headline: text(a.headline),
    about: text(a.about),
    description: text(a.description),
    descriptionVerification: text(a.descriptionVerification),
    notes: text(a.notes),
  };
  for (const [field] of LIFT_FIELDS) values[field] = num(a[field]);
  for (const [field] of LINK_FIELDS) values[field] = text(a[field]);
  for (const n of OTHER_SITE_NUMBERS) {
    values[`otherName${n}`] = text(a[`otherName${n}`]);
    values[`otherAddress${n}`] = text(a[`otherAddress${n}`]);
  }
  for (const s of SERVICES) values[s.camel] = a[s.camel] === true;
  return values as GirlProfileInput;
}
