// What a girl reads when her change to an approved entry waits for a moderator (docs/decisions/050).
// Pure: the route handlers send it, the forms show it.

export const PENDING_MESSAGES = {
  edit: 'Thank you. A moderator checks changes of his name, phone, e-mail, handles or client type before they show; until then the entry keeps the approved details.',
  phone: 'Thank you. A moderator checks the phone number before it is added to the entry.',
  email: 'Thank you. A moderator checks the e-mail address before it is added to the entry.',
} as const;
