import { displayPhone } from '@/lib/contact-normalize';
import { clientTypeLabel, isClientType } from '@/lib/enums/client-types';
import type { EntryContacts } from '@/server/sealed-contacts';
import { IDENTITY_LABELS, type IdentityField } from './identity-fields';

// The moderation queue's diff of a pending change (docs/decisions/050): for each field, what the
// approved entry shows now and what it would show once the change is approved. Pure: the queue's
// list builds it on the server, the unit test checks it.

export interface DiffLine {
  label: string;
  before: string | null;
  after: string | null;
}

function shown(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  if (field === 'phoneNumber') return displayPhone(text);
  return field === 'clientType' && isClientType(text) ? clientTypeLabel(text) : text;
}

/**
 * An edit: one line per changed field, against the entry as it is now. A contact: the entry's
 * phones (or e-mails) now, and with the new one.
 */
export function pendingDiff(
  change: { kind: 'edit' | 'phone' | 'email'; after: Record<string, unknown> },
  /** The entry with its contacts opened (openedEntry): a raw row holds them sealed. */
  entry: EntryContacts & Record<string, unknown>,
  contacts: { phones: string[]; emails: string[] },
): DiffLine[] {
  if (change.kind === 'edit')
    return Object.entries(change.after).map(([field, value]) => ({
      label: IDENTITY_LABELS[field as IdentityField] ?? field,
      before: shown(field, entry[field]),
      after: shown(field, value),
    }));
  const [label, now, added] =
    change.kind === 'phone'
      ? ['Phones', contacts.phones.map(displayPhone), displayPhone(String(change.after.phoneNumber ?? ''))]
      : ['E-mails', contacts.emails, String(change.after.email ?? '')];
  return [{ label, before: now.join(', ') || null, after: [...now, added].join(', ') }];
}
