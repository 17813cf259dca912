// A server table's state in the URL (?q=&sort=&dir=&page=&size=), parsed alike on both sides.

/** Spec §9: 5 rows a page; the moderator may pick more. */
export const TABLE_PAGE_SIZES = [5, 10, 25, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE: TablePageSize = 5;
/** A huge pattern only costs the database. */
export const MAX_TABLE_FILTER_LENGTH = 100;

export interface TableState {
  q: string;
  /** '' for the default order. */
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  size: TablePageSize;
}

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: RawParams, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Anything a URL holds becomes a valid state (unknown keys fall back to defaults). */
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

export interface TablePage<Row> {
  rows: Row[];
  total: number;
  /** Too big to count on every page. */
  totalCapped?: boolean;
}
