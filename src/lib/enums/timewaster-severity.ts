import { CLIENT_TYPE_VALUES, type ClientType } from './client-types';

// How long an entry stays in girls' searches after its last confirmation (decision 041); the
// schema's generated `expires_at` column is built from this table.

export type Severity = 'danger' | 'serious' | 'nuisance';

export const SEVERITY_MONTHS: Readonly<Record<Severity, number | null>> = {
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

export function severityOf(clientTypes: ClientType | readonly ClientType[]): Severity {
  const types = typeof clientTypes === 'string' ? [clientTypes] : clientTypes;
  return types.reduce<Severity>(
    (worst, type) => (RANK[SEVERITY_BY_CLIENT_TYPE[type]] > RANK[worst] ? SEVERITY_BY_CLIENT_TYPE[type] : worst),
    'nuisance',
  );
}

export function monthsToExpiry(clientType: ClientType): number | null {
  return SEVERITY_MONTHS[severityOf(clientType)];
}

export function clientTypesByMonths(): { months: number; clientTypes: ClientType[] }[] {
  const groups = new Map<number, ClientType[]>();
  for (const type of CLIENT_TYPE_VALUES) {
    const months = monthsToExpiry(type);
    if (months !== null) groups.set(months, [...(groups.get(months) ?? []), type]);
  }
  return [...groups].sort(([a], [b]) => a - b).map(([months, clientTypes]) => ({ months, clientTypes }));
}

/** Calendar months on UTC's clock, like the database column. */
export function expiryOf(clientType: ClientType, lastConfirmedAt: Date): Date | null {
  const months = monthsToExpiry(clientType);
  if (months === null) return null;
  const at = new Date(lastConfirmedAt.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  // Like PostgreSQL: the 31st plus a month is a shorter month's last day.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}
