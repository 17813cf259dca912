import { CLIENT_TYPE_VALUES, type ClientType } from './client-types';

// How long a timewaster entry stays in girls' searches and screening after its last
// confirmation, by client type (docs/decisions/041). A dangerous client never expires; the
// others leave the tool when nobody has confirmed them for their number of months. Pure: the
// schema builds the generated `expires_at` column from this table, the cards show it.

export type Severity = 'danger' | 'serious' | 'nuisance';

export const SEVERITY_MONTHS: Readonly<Record<Severity, number | null>> = {
  /** Never expires: a girl's safety outweighs a client's second chance. */
  danger: null,
  serious: 36,
  nuisance: 24,
};

export const SEVERITY_BY_CLIENT_TYPE: Readonly<Record<ClientType, Severity>> = {
  dangerous: 'danger',
  pervert: 'serious',
  scammer: 'serious',
  weirdo: 'nuisance',
  timewaster: 'nuisance',
  'good guy': 'nuisance',
};

const RANK: Readonly<Record<Severity, number>> = { nuisance: 0, serious: 1, danger: 2 };

/** The severity of an entry: its gravest client type's (one type today; a list keeps the rule). */
export function severityOf(clientTypes: ClientType | readonly ClientType[]): Severity {
  const types = typeof clientTypes === 'string' ? [clientTypes] : clientTypes;
  return types.reduce<Severity>(
    (worst, type) => (RANK[SEVERITY_BY_CLIENT_TYPE[type]] > RANK[worst] ? SEVERITY_BY_CLIENT_TYPE[type] : worst),
    'nuisance',
  );
}

/** Months an entry of this client type lives after its last confirmation; null: never expires. */
export function monthsToExpiry(clientType: ClientType): number | null {
  return SEVERITY_MONTHS[severityOf(clientType)];
}

/** The client types grouped by their months to expiry, for the generated column's CASE. */
export function clientTypesByMonths(): { months: number; clientTypes: ClientType[] }[] {
  const groups = new Map<number, ClientType[]>();
  for (const type of CLIENT_TYPE_VALUES) {
    const months = monthsToExpiry(type);
    if (months !== null) groups.set(months, [...(groups.get(months) ?? []), type]);
  }
  return [...groups].sort(([a], [b]) => a - b).map(([months, clientTypes]) => ({ months, clientTypes }));
}

/**
 * When an entry confirmed last at `lastConfirmedAt` expires (calendar months, on UTC's clock like
 * the database column), or null for never.
 */
export function expiryOf(clientType: ClientType, lastConfirmedAt: Date): Date | null {
  const months = monthsToExpiry(clientType);
  if (months === null) return null;
  const at = new Date(lastConfirmedAt.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  // Like PostgreSQL: the 31st plus a month is the last day of a shorter month.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}
