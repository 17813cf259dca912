import { flexRender, type Column, type Row, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cx, utility, withOverrides } from '@/lib/class-names';
import { Input } from './input';

/** The placeholder is not a name. */
export function TableFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="pl-9"
        autoComplete="off"
      />
    </div>
  );
}

export function TableToolbar({
  filter,
  status,
  actions,
}: {
  filter?: { id: string; label?: string; placeholder?: string; value: string; onChange: (value: string) => void };
  status?: ReactNode;
  actions?: ReactNode;
}) {
  if (!filter && !status && !actions) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {filter ? <TableFilter {...filter} /> : null}
      {status}
      {actions ? <div className="ml-auto flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** Focusable and named, so a keyboard can scroll it. */
export function TableScroll({
  label,
  className,
  style,
  children,
}: {
  label?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label ?? 'Table'}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cx(
        'overflow-x-auto rounded-card border border-border bg-surface focus-visible:outline-2 focus-visible:outline-accent',
        className,
      )}
      style={style}
    >
      {children}
    </div>
  );
}

export function nextSortIsDesc(current: false | 'asc' | 'desc'): boolean {
  return current === 'asc';
}

/** Shared by DataTable and ServerDataTable. */
export function TableGrid<TData>({
  table,
  caption,
  emptyText,
  isSortable,
  rowClassName,
}: {
  table: Table<TData>;
  caption?: string;
  emptyText: ReactNode;
  isSortable: (column: Column<TData>) => boolean;
  rowClassName?: (row: Row<TData>) => string | undefined;
}) {
  // Below 640 px each row is a card (a cell's classes are in globals.css, once for every table). No
  // explicit table roles: HTML forbids them on a table's rows and cells, and browsers keep a native
  // table's semantics whatever its display.
  return (
    <table className="w-full caption-bottom border-collapse text-sm max-sm:block">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="sticky top-0 z-[1] bg-surface-muted max-sm:static max-sm:block">
        {table.getHeaderGroups().map((headerGroup) => (
          <tr
            key={headerGroup.id}
            className="border-b border-border max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:px-3 max-sm:py-1"
          >
            {headerGroup.headers.map((header) => {
              const canSort = isSortable(header.column);
              const sorted = header.column.getIsSorted();
              const label = header.isPlaceholder
                ? null
                : flexRender(header.column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={cx(
                    'h-10 px-3 text-left align-middle font-semibold whitespace-nowrap text-foreground',
                    'max-sm:flex max-sm:h-9 max-sm:items-center max-sm:px-0',
                    !canSort && 'max-sm:sr-only',
                  )}
                >
                  {canSort && !header.isPlaceholder ? (
                    <button
                      type="button"
                      // TanStack's own toggle starts descending on columns without an accessor.
                      onClick={() => header.column.toggleSorting(nextSortIsDesc(sorted))}
                      className="-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-1 hover:bg-surface max-sm:mx-0"
                    >
                      {label}
                      {sorted === 'asc' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : sorted === 'desc' ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                      )}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="max-sm:block">
        {table.getRowModel().rows.length === 0 ? (
          <tr className="max-sm:block">
            <td
              colSpan={table.getVisibleLeafColumns().length}
              className="h-24 px-3 text-center text-muted-foreground max-sm:flex max-sm:items-center max-sm:justify-center"
            >
              {emptyText}
            </td>
          </tr>
        ) : (
          table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={withOverrides(
                'border-b border-border transition-colors last:border-b-0 hover:bg-surface-muted/60 ' +
                  'max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:p-3',
                rowClassName?.(row),
                [utility.transition],
              )}
            >
              {row.getVisibleCells().map((cell) => {
                const name = cell.column.columnDef.header;
                return (
                  <td key={cell.id} className="table-grid-cell">
                    <span aria-hidden="true" className="table-grid-label">
                      {typeof name === 'string' ? name : null}
                    </span>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
