import { SERVICES, type ServiceCamel } from '@/lib/enums/services';
import type { PrivateGirl } from './dto';
import {
  LIFT_FIELDS,
  LINK_FIELDS,
  OTHER_SITE_NUMBERS,
  type GirlProfileInput,
  type LiftField,
  type LinkField,
  type OtherSiteField,
} from './schema';

const text = (value: string | null | undefined) => value ?? '';
const num = (value: number | null) => (value === null ? '' : String(value));

export function toEditValues(girl: PrivateGirl): GirlProfileInput {
  const otherSites = OTHER_SITE_NUMBERS.flatMap((n) => [`otherName${n}`, `otherAddress${n}`] as const);
  return {
    name: text(girl.name),
    stageName: text(girl.stageName),
    username: text(girl.username),
    email: text(girl.email),
    phone: text(girl.phone),
    travelPhone: text(girl.travelPhone),
    city: text(girl.city),
    state: text(girl.state),
    country: text(girl.country),
    birthday: text(girl.birthday),
    height: num(girl.height),
    weight: num(girl.weight),
    physique: (girl.physique ?? '') as GirlProfileInput['physique'],
    headline: text(girl.headline),
    about: text(girl.about),
    description: text(girl.description),
    descriptionVerification: text(girl.descriptionVerification),
    notes: text(girl.notes),
    ...(Object.fromEntries(LIFT_FIELDS.map(([field]) => [field, num(girl[field])])) as Record<LiftField, string>),
    ...(Object.fromEntries(LINK_FIELDS.map(([field]) => [field, text(girl[field])])) as Record<LinkField, string>),
    ...(Object.fromEntries(otherSites.map((field) => [field, text(girl[field])])) as Record<OtherSiteField, string>),
    ...(Object.fromEntries(SERVICES.map((s) => [s.camel, girl[s.camel]])) as Record<ServiceCamel, boolean>),
  };
}
