'use client';

import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { Pagination } from './pagination';
import { TableGrid, TableScroll, TableToolbar } from './table-grid';

export interface DataTableProps<TData> {
  // `any` value type: columns of different value types share one array (TanStack's own advice).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[];
  filterPlaceholder?: string;
  filterLabel?: string;
  filterColumn?: string;
  hideFilter?: boolean;
  /** 10 by default (spec §9), 5 for admin tables. */
  pageSize?: number;
  emptyText?: ReactNode;
  initialSorting?: SortingState;
  getRowId?: (row: TData, index: number) => string;
  caption?: string;
  maxHeight?: number | string;
  toolbar?: ReactNode;
  className?: string;
  rowClassName?: (row: Row<TData>) => string | undefined;
}

const containsText: FilterFn<unknown> = (row, columnId, filterValue) => {
  const needle = String(filterValue ?? '')
    .trim()
    .toLowerCase();
  if (!needle) return true;
  const value = row.getValue<unknown>(columnId);
  if (value === null || value === undefined) return false;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.toLowerCase().includes(needle);
};

/** Columns may set `enableSorting: false` / `enableGlobalFilter: false`. */
export function DataTable<TData>({
  columns,
  data,
  filterPlaceholder = 'Search...',
  filterLabel,
  filterColumn,
  hideFilter = false,
  pageSize = 10,
  emptyText = 'No results.',
  initialSorting = [],
  getRowId,
  caption,
  maxHeight,
  toolbar,
  className,
  rowClassName,
}: DataTableProps<TData>) {
  const filterId = useId();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  // TanStack Table v8 returns fresh functions each render; the compiler skipping this component
  // is expected and harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, columnFilters, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: setPagination,
    globalFilterFn: containsText as FilterFn<TData>,
    defaultColumn: { filterFn: containsText as FilterFn<TData> },
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
  });

  const filterValue = filterColumn ? String(table.getColumn(filterColumn)?.getFilterValue() ?? '') : globalFilter;
  const setFilter = (value: string) => {
    if (filterColumn) table.getColumn(filterColumn)?.setFilterValue(value);
    else setGlobalFilter(value);
    table.setPageIndex(0);
  };

  const pageCount = table.getPageCount();
  const scrollStyle: CSSProperties | undefined = maxHeight !== undefined ? { maxHeight, overflowY: 'auto' } : undefined;

  return (
    <div className={cx('flex flex-col gap-3', className)}>
      <TableToolbar
        filter={
          hideFilter
            ? undefined
            : {
                id: filterId,
                label: filterLabel ?? filterPlaceholder,
                placeholder: filterPlaceholder,
                value: filterValue,
                onChange: setFilter,
              }
        }
        actions={toolbar}
      />

      <TableScroll label={caption} style={scrollStyle}>
        <TableGrid
          table={table}
          caption={caption}
          emptyText={emptyText}
          isSortable={(column) => column.getCanSort()}
          rowClassName={rowClassName}
        />
      </TableScroll>

      <Pagination
        page={pagination.pageIndex + 1}
        pageCount={Math.max(pageCount, 1)}
        onPageChange={(page) => table.setPageIndex(page - 1)}
        label={caption ? `${caption} pages` : undefined}
      />
    </div>
  );
}
