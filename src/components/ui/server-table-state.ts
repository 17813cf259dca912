// The state of a server-driven table (components/ui/server-data-table.tsx) as it travels in the
// page's URL: ?q=&sort=&dir=&page=&size=. Parsed the same way on the server (the page hands it to
// a query that filters, sorts and pages in SQL) and in the browser (the table writes it back).

/** Spec §9: admin tables show 5 rows a page; the moderator may pick 10, 25 or 100. */
export const TABLE_PAGE_SIZES = [5, 10, 25, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE: TablePageSize = 5;
/** Longer filters are cut: nobody types more, and a huge pattern only costs the database. */
export const MAX_TABLE_FILTER_LENGTH = 100;

export interface TableState {
  /** The global text filter ('' = none). */
  q: string;
  /** A column id the query knows how to sort by, or '' for the table's default order. */
  sort: string;
  dir: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  size: TablePageSize;
}

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: RawParams, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Anything a URL may hold becomes a valid state: unknown sort keys fall back to the default
 * order, a bad page to 1, a page size outside the list to 5. `sortable` lists the keys the
 * page's query accepts.
 */
export function parseTableState(params: RawParams, sortable: readonly string[] = []): TableState {
  const q = Array.from(
    first(params, 'q')
      .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
      .trim(),
  )
    .slice(0, MAX_TABLE_FILTER_LENGTH)
    .join('')
    .trim();
  const sortRaw = first(params, 'sort');
  const sort = sortable.includes(sortRaw) ? sortRaw : '';
  const dir = first(params, 'dir') === 'asc' ? 'asc' : 'desc';
  const pageRaw = first(params, 'page');
  const page = /^[1-9]\d{0,5}$/.test(pageRaw) ? Number(pageRaw) : 1;
  const sizeRaw = Number(first(params, 'size'));
  const size = (TABLE_PAGE_SIZES as readonly number[]).includes(sizeRaw)
    ? (sizeRaw as TablePageSize)
    : DEFAULT_TABLE_PAGE_SIZE;
  return { q, sort, dir, page, size };
}

/** The query string of a state, without the defaults (so a fresh page has a clean URL). */
export function tableStateQuery(state: TableState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (state.q) params.set('q', state.q);
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== DEFAULT_TABLE_PAGE_SIZE) params.set('size', String(state.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of rows and the number of rows the filter matches. */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
  /** The count stopped at `total` (a table too big to count on every page) and more rows match. */
  totalCapped?: boolean;
}
