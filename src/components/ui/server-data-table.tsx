'use client';

import { getCoreRowModel, useReactTable, type ColumnDef, type Row, type SortingState } from '@tanstack/react-table';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition, type ReactNode, type Ref } from 'react';
import { formatCount } from '@/lib/format-count';
import { cx } from '@/lib/class-names';
import { TableGrid, TableScroll, TableToolbar } from './table-grid';
import { Pagination } from './pagination';
import { Select } from './select';
import { TABLE_PAGE_SIZES, tableStateQuery, type TablePageSize, type TableState } from './server-table-state';

export interface ServerDataTableProps<TData> {
  // `any` value type: columns of different value types share one array (TanStack's own advice).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  rows: TData[];
  total: number;
  /** The status then reads "10,000+ results". */
  totalCapped?: boolean;
  state: TableState;
  sortable: readonly string[];
  filterPlaceholder?: string;
  filterLabel?: string;
  emptyText?: ReactNode;
  caption?: string;
  getRowId?: (row: TData) => string;
  rowClassName?: (row: Row<TData>) => string | undefined;
  toolbar?: ReactNode;
  keep?: Record<string, string>;
  className?: string;
  /** The table's root element: a table whose rows hold links follows them from here (`useDelegatedLinks`). */
  ref?: Ref<HTMLDivElement>;
}

export type ServerTablePage<TData> = Pick<
  ServerDataTableProps<TData>,
  'rows' | 'total' | 'totalCapped' | 'state' | 'sortable' | 'keep'
>;

const FILTER_DEBOUNCE_MS = 300;

/** Filter, sort, page and page size live in the URL; the page's query does them in SQL. */
export function ServerDataTable<TData>({
  columns,
  rows,
  total,
  totalCapped = false,
  state,
  sortable,
  filterPlaceholder = 'Search...',
  filterLabel,
  emptyText = 'No results.',
  caption,
  getRowId,
  rowClassName,
  toolbar,
  keep,
  className,
  ref,
}: ServerDataTableProps<TData>) {
  const filterId = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [filter, setFilter] = useState(state.q);
  const lastPushed = useRef(state.q);

  const go = (next: Partial<TableState>) => {
    const target = { ...state, ...next };
    startTransition(() => router.push(`${pathname}${tableStateQuery(target, keep)}`, { scroll: false }));
  };

  useEffect(() => {
    if (filter.trim() === lastPushed.current.trim()) return;
    const timer = setTimeout(() => {
      lastPushed.current = filter;
      go({ q: filter.trim(), page: 1 });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` changes every render; the filter text alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter]);

  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.dir === 'desc' }] : [];
  const pageCount = Math.max(1, Math.ceil(total / state.size));

  // TanStack Table v8 returns fresh functions each render; the compiler skipping this component
  // is expected and harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.size } },
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: true,
    getColumnCanGlobalFilter: () => false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      go(first ? { sort: first.id, dir: first.desc ? 'desc' : 'asc', page: 1 } : { sort: '', page: 1 });
    },
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <div ref={ref} className={cx('flex flex-col gap-3', className)} aria-busy={pending || undefined}>
      <TableToolbar
        filter={{
          id: filterId,
          label: filterLabel ?? filterPlaceholder,
          placeholder: filterPlaceholder,
          value: filter,
          onChange: setFilter,
        }}
        status={
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {totalCapped
              ? `${formatCount(total)}+ results`
              : total === 1
                ? '1 result'
                : `${formatCount(total)} results`}
          </p>
        }
        actions={toolbar}
      />

      <TableScroll label={caption} className={cx('relative transition-opacity', pending && 'opacity-60')}>
        <TableGrid
          table={table}
          caption={caption}
          emptyText={emptyText}
          isSortable={(column) => sortable.includes(column.id)}
          rowClassName={rowClassName}
        />
      </TableScroll>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <span id={`${filterId}-size`}>Rows per page</span>
          <Select
            aria-label="Rows per page"
            className="h-9 w-20"
            value={String(state.size)}
            options={TABLE_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            onValueChange={(value) => go({ size: Number(value) as TablePageSize, page: 1 })}
          />
        </div>
        <Pagination
          className="flex-1"
          page={Math.min(state.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => go({ page })}
        />
      </div>
    </div>
  );
}
