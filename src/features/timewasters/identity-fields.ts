// The fields that say who a timewaster entry is about (docs/decisions/050): a girl's change of any
// of them on an approved entry waits for a moderator. The client type sets the severity and the
// expiry, so it counts. Pure: the service splits edits with it, the queue labels its diff.

export const IDENTITY_LABELS = {
  name: 'Name',
  phoneNumber: 'Phone',
  email: 'E-mail',
  clientType: 'Client type',
  publicUsername: 'Username',
  skype: 'Skype',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
} as const;
export type IdentityField = keyof typeof IDENTITY_LABELS;
export const IDENTITY_FIELDS = Object.keys(IDENTITY_LABELS) as IdentityField[];
