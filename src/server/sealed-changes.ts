import 'server-only';
import { DataKeyring } from './data-keys';
import { dataKeyring, ENTRY_CONTACT_FIELDS, type SealedKind } from './sealed-contacts';

// docs/decisions/053: a pending change to a timewaster entry (timewaster_changes.before/after) and
// the audit log's copies of it hold each contact (e-mail, phone, handle) sealed under the data key;
// the other fields (name, city, client type…) stay clear. A held phone or e-mail also carries its
// keyed hash, which the "already waiting" check compares. Opened only on the server, for the
// moderator's diff and the approval.

type Values = Record<string, unknown>;

/** The authenticated context of the values sealed in each column (the audit copies keep theirs). */
export const CHANGE_CONTEXT = {
  before: 'timewaster_changes.before',
  after: 'timewaster_changes.after',
} as const;
export type ChangeColumn = keyof typeof CHANGE_CONTEXT;

/** The field of a held contact's value, by the change's kind. */
export const HELD_CONTACT_FIELD = { phone: 'phoneNumber', email: 'email' } as const satisfies Record<
  SealedKind,
  string
>;

const isContact = (field: string, value: unknown): value is string =>
  (ENTRY_CONTACT_FIELDS as readonly string[]).includes(field) && typeof value === 'string' && value !== '';

const mapContacts = (values: Values, map: (value: string) => string): Values =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, isContact(field, value) ? map(value) : value]),
  );

/** The values with each contact sealed under the column's context. */
export function sealChangeValues(
  values: Values,
  column: ChangeColumn,
  keyring = dataKeyring(),
  version = keyring.current,
): Values {
  return mapContacts(values, (value) => keyring.seal(value, CHANGE_CONTEXT[column], version));
}

/** The values with each sealed contact opened: only for the moderator's diff and the approval. */
export function openChangeValues(values: Values, column: ChangeColumn, keyring = dataKeyring()): Values {
  return mapContacts(values, (value) => keyring.open(value, CHANGE_CONTEXT[column]));
}

/** Whether the value is sealed under the column's context by a version the ring holds. */
export function isSealedChangeValue(value: string, column: ChangeColumn, keyring = dataKeyring()): boolean {
  try {
    keyring.open(value, CHANGE_CONTEXT[column]);
    return true;
  } catch {
    return false;
  }
}

/** A contact as it is when sealed, else sealed now (the data migration). */
export function sealedIfClear(value: string, column: ChangeColumn, keyring = dataKeyring()): string {
  return isSealedChangeValue(value, column, keyring) ? value : keyring.seal(value, CHANGE_CONTEXT[column]);
}

/** A contact sealed under an older version, sealed again under the newest (the rotation). */
export function resealedIfOlder(value: string, column: ChangeColumn, keyring = dataKeyring()): string {
  const version = DataKeyring.versionOf(value);
  if (version === null || version >= keyring.current || !isSealedChangeValue(value, column, keyring)) return value;
  return keyring.seal(keyring.open(value, CHANGE_CONTEXT[column]), CHANGE_CONTEXT[column]);
}

/**
 * An audit row's before or after with each contact mapped under its context: a proposal's
 * `pending` holds a change's `after`, the rest belongs to the column of the same name.
 */
export function mapAuditCopy(
  values: Values | null,
  column: ChangeColumn,
  map: (value: string, column: ChangeColumn) => string,
): Values | null {
  if (values === null) return null;
  const mapped = mapContacts(values, (value) => map(value, column));
  if (values.pending && typeof values.pending === 'object')
    mapped.pending = mapContacts(values.pending as Values, (value) => map(value, 'after'));
  return mapped;
}

export interface SealedChangeColumns {
  before: Values;
  after: Values;
  contactHash: string | null;
  keyVersion: number;
}

/** A change's columns from its clear values: the contacts sealed, a held contact hashed. */
export function sealedChangeColumns(
  change: { kind: string; before: Values; after: Values },
  keyring = dataKeyring(),
  version = keyring.current,
): SealedChangeColumns {
  const held = change.kind === 'phone' || change.kind === 'email' ? change.kind : null;
  const value = held && change.after[HELD_CONTACT_FIELD[held]];
  return {
    before: sealChangeValues(change.before, 'before', keyring, version),
    after: sealChangeValues(change.after, 'after', keyring, version),
    contactHash: held && typeof value === 'string' ? keyring.hash(held, value, version) : null,
    keyVersion: version,
  };
}

/** A timewaster_changes row with its contacts opened. */
export function openedChange<T extends { before: Values; after: Values }>(row: T, keyring = dataKeyring()): T {
  return {
    ...row,
    before: openChangeValues(row.before, 'before', keyring),
    after: openChangeValues(row.after, 'after', keyring),
  };
}
