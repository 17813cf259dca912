import type { TimewasterInput } from './schema';
import type { TimewasterDto } from './types';

/** The edit form's starting values: only the form's fields, no counts, reporter or consent. */
export function toFormValues(t: TimewasterDto): Omit<TimewasterInput, 'reportingTermsVersion'> {
  return {
    name: t.name,
    city: t.city,
    state: t.state ?? '',
    country: t.country,
    clientType: t.clientType,
    comment: t.comment,
    email: t.email ?? '',
    phoneNumber: t.phoneNumber ?? '',
    facebook: t.facebook ?? '',
    instagram: t.instagram ?? '',
    twitter: t.twitter ?? '',
    skype: t.skype ?? '',
    publicUsername: t.publicUsername ?? '',
    anonymous: t.anonymous,
    approved: t.approved,
  };
}
