'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toaster';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { formatDate, formatDateRange } from '@/lib/dates';
import { usStateName } from '@/lib/enums/us-states';
import { cx } from '@/lib/class-names';
import type { TravelDto } from '../schema';

/** Spec §9: the travel delete animates for 500 ms before the row goes. */
export const TRAVEL_DELETE_DELAY_MS = 500;

export interface TravelListProps {
  travels: TravelDto[];
  /** Owner or moderator: Actions column with Edit and Delete. */
  canManage: boolean;
  /** Default 'Manage Your Travels' (spec §2). */
  title?: string;
  /** Render nothing when there are no travels (e.g. on a public profile). */
  hideWhenEmpty?: boolean;
  /** Where the Add Travel button goes (owner or moderator only). */
  addHref?: string;
  /** 'h1' when the list is the page (/girl/manage-travels), 'h2' inside a profile. */
  headingLevel?: 'h1' | 'h2';
}

export function TravelList({
  travels,
  canManage,
  title = 'Manage Your Travels',
  hideWhenEmpty = false,
  addHref,
  headingLevel = 'h2',
}: TravelListProps) {
  const [rows, setRows] = useState(travels);
  const [pendingDelete, setPendingDelete] = useState<TravelDto | null>(null);
  const [fading, setFading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(travel: TravelDto) {
    setError(null);
    setFading(travel.id);
    // Spec §4: the row animates for 500 ms, then the travel is deleted.
    await new Promise((resolve) => setTimeout(resolve, TRAVEL_DELETE_DELAY_MS));
    try {
      await apiFetch(`/api/v1/travels/${travel.id}`, { method: 'DELETE' });
      setRows((current) => current.filter((t) => t.id !== travel.id));
      toast.success('Successfully deleted travel.');
    } catch (caught) {
      setError(failureMessage(caught));
      throw caught; // keeps the dialog open
    } finally {
      setFading(null);
    }
  }

  const columns = useMemo<ColumnDef<TravelDto>[]>(() => {
    const base: ColumnDef<TravelDto>[] = [
      {
        accessorKey: 'dateBegins',
        header: 'Begin Date',
        cell: ({ getValue }) => formatDate(getValue<string>()),
        enableGlobalFilter: false,
      },
      {
        accessorKey: 'dateEnds',
        header: 'End Date',
        cell: ({ getValue }) => formatDate(getValue<string>()),
        enableGlobalFilter: false,
      },
      { accessorKey: 'city', header: 'City' },
      { id: 'state', accessorFn: (t) => usStateName(t.state), header: 'State' },
      { accessorKey: 'country', header: 'Country' },
    ];
    if (!canManage) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Link
              href={`/girl/manage-travels/edit/${row.original.id}`}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              aria-label={`Edit travel to ${row.original.city}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger-strong"
              aria-label={`Delete travel to ${row.original.city}`}
              onClick={() => setPendingDelete(row.original)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
        ),
      },
    ];
  }, [canManage]);

  if (hideWhenEmpty && rows.length === 0) return null;
  const Heading = headingLevel;

  const addButton =
    canManage && addHref ? (
      <Link href={addHref} className={buttonVariants({ size: 'sm' })}>
        <Plus aria-hidden="true" className="size-4" />
        Add Travel
      </Link>
    ) : null;

  return (
    // Not a named region itself: the table inside is the region named after the same title.
    <section className="flex flex-col gap-4">
      <Heading
        id="travel-list-title"
        className={
          headingLevel === 'h1' ? 'text-2xl font-semibold tracking-tight' : 'text-xl font-semibold tracking-tight'
        }
      >
        {title}
      </Heading>
      {error ? <Alert severity="error" title="Error" description={error} /> : null}
      {rows.length === 0 ? (
        <EmptyState title="No travels planned." action={addButton ?? undefined} />
      ) : (
        <DataTable
          columns={columns}
          data={rows}
          filterColumn="city"
          filterPlaceholder="Filter by city..."
          pageSize={100}
          emptyText="No results."
          caption={title}
          getRowId={(t) => String(t.id)}
          toolbar={addButton}
          rowClassName={(row) =>
            cx('transition-opacity duration-500', fading === row.original.id && 'pointer-events-none opacity-0')
          }
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Confirm Deletion"
        description={
          pendingDelete
            ? `Are you sure you want to delete your travel from ${formatDateRange(pendingDelete.dateBegins, pendingDelete.dateEnds)}?`
            : undefined
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => (pendingDelete ? remove(pendingDelete) : undefined)}
      />
    </section>
  );
}
