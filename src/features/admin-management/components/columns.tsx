'use client';

import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';
import { YesNo } from './admin-action';
import { DeleteRow } from './delete-row';
import { ViewerTime } from '@/components/viewer-time';
import { placeLine } from '@/lib/enums/us-states';

// One line per column; only a table's own cells are written out as a ColumnDef.

/** A column that shows what `value` gives for the row (text, a number, a link). */
export function textColumn<Row>(id: string, header: string, value: (row: Row) => ReactNode): ColumnDef<Row> {
  return { id, header, cell: ({ row }) => value(row.original) };
}

/** The row's id, every table's first column. */
export function idColumn<Row extends { id: number }>(): ColumnDef<Row> {
  return textColumn('id', 'Id', (row) => row.id);
}

/** An instant on the moderator's own clock, with AM/PM and the zone (src/components/viewer-time.tsx). */
export function dateColumn<Row>(id: string, header: string, value: (row: Row) => string | Date): ColumnDef<Row> {
  return textColumn(id, header, (row) => <ViewerTime value={value(row)} />);
}

/** A yes/no state (null: pending). */
export function yesNoColumn<Row>(id: string, header: string, value: (row: Row) => boolean | null): ColumnDef<Row> {
  return textColumn(id, header, (row) => <YesNo value={value(row)} />);
}

/** City, state and country as one text (sorted by the city). */
export function placeColumn<
  Row extends { city: string | null; state: string | null; country: string | null },
>(): ColumnDef<Row> {
  return textColumn('city', 'City', (row) => placeLine(row.city, row.state, row.country));
}

/** The Actions column: the row's buttons side by side. */
export function actionsColumn<Row>(actions: (row: Row) => ReactNode): ColumnDef<Row> {
  return textColumn('actions', 'Actions', (row) => <div className="flex gap-2">{actions(row)}</div>);
}

/** The Actions column of a list-and-delete table: the row's Delete, confirmed in a dialog. */
export function deleteColumn<Row>(deletion: (row: Row) => ComponentProps<typeof DeleteRow>): ColumnDef<Row> {
  return actionsColumn((row) => <DeleteRow {...deletion(row)} />);
}
