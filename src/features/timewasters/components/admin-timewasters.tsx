'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import { clientTypeLabel, type ClientType } from '@/lib/enums/client-types';
import { Chip } from '@/components/ui/chip';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage, fromResource, type ResourceOf } from '@/lib/api-client';
import { expiryDay } from '../expiry-display';
import { AdminTimewasterDelete } from './admin-timewaster-delete';
import { AdminTimewasterMerge } from './admin-timewaster-merge';
import type { TimewasterCommentDto } from '../types';
import { ViewerTime } from '@/components/viewer-time';

export interface AdminTimewasterRow {
  id: number;
  name: string;
  clientType: ClientType;
  city: string;
  country: string;
  reporter: string;
  approved: boolean;
  createdAt: string;
  /** Null: never expires. */
  expiresAt: string | null;
  expired: boolean;
  /** The version the table shows, sent with a merge (decision 040). */
  version: number;
}

const PANEL_HEIGHT = 400; // spec §9: timewaster panels are 400px high

/**
 * The comments GET /api/v1/timewaster-comments answers (`query`: all of them, or one entry's), read
 * once shown, as the original admin did: the page itself carries one page of entries only.
 */
function useComments(query: string | null, reload: number): TimewasterCommentDto[] | null {
  const [loaded, setLoaded] = useState<{ key: string; comments: TimewasterCommentDto[] } | null>(null);
  const key = `${query}#${reload}`;
  useEffect(() => {
    if (query === null) return;
    let live = true;
    apiJson<{ data: ResourceOf<TimewasterCommentDto>[] }>(`/api/v1/timewaster-comments${query}`).then(
      (answer) => live && setLoaded({ key, comments: answer.data.map(fromResource) }),
      (error: unknown) => {
        if (!live) return;
        toast.error(failureMessage(error));
        setLoaded({ key, comments: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [query, key]);
  return loaded?.key === key ? loaded.comments : null;
}

function CommentsTable({ comments, caption }: { comments: TimewasterCommentDto[] | null; caption: string }) {
  if (comments === null) return <p className="text-sm text-muted-foreground">Loading comments…</p>;
  const columns: ColumnDef<TimewasterCommentDto>[] = [
    { accessorKey: 'id', header: 'Id' },
    { accessorKey: 'timewasterId', header: 'Timewaster' },
    {
      accessorKey: 'comment',
      header: 'Content',
      cell: ({ getValue }) => <span className="user-text whitespace-pre-line">{String(getValue())}</span>,
    },
    {
      accessorKey: 'publicUsername',
      header: 'Author',
      cell: ({ row }) => `${row.original.publicUsername}${row.original.anonymous ? ' (anonymous)' : ''}`,
    },
    { accessorKey: 'createdAt', header: 'Date', cell: ({ getValue }) => <ViewerTime value={String(getValue())} /> },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: () => (
        <div className="flex flex-nowrap gap-1 whitespace-nowrap">
          <Button size="sm" variant="ghost" onClick={() => window.alert('not implemented')}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => window.alert('not implemented')}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={comments}
      pageSize={5}
      maxHeight={PANEL_HEIGHT}
      filterColumn="comment"
      filterPlaceholder="Filter by content..."
      caption={caption}
    />
  );
}

/** Timewasters admin table (spec §2), paged by the server, with the Show Comments panel and delete with confirm. */
export function AdminTimewasters({ rows, ...page }: ServerTablePage<AdminTimewasterRow>) {
  const router = useRouter();
  const [openComments, setOpenComments] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [removed, setRemoved] = useState<number[]>([]);
  const comments = useComments('', removed.length);
  const panelComments = useComments(
    openComments === null ? null : `?filter[timewasterId]=${openComments}`,
    removed.length,
  );

  const fadeOut = useCallback(
    (id: number) => {
      setRemoving(id);
      // The row fades out (spec §4), then leaves the table; the refresh brings the page's next row in.
      setTimeout(() => {
        setRemoved((list) => [...list, id]);
        router.refresh();
      }, 500);
    },
    [router],
  );

  // Kept between renders: a cell is rendered as a component, so a new column would remount its row
  // (an open dialog would close when the comments arrive).
  const columns = useMemo<ColumnDef<AdminTimewasterRow>[]>(
    () => [
      { accessorKey: 'id', header: 'Id' },
      // The row's actions come first (one above the other on a phone, two by two from 640 px):
      // reachable without scrolling sideways at 390 and 1280 px.
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="grid w-max grid-cols-1 gap-1 whitespace-nowrap sm:grid-cols-2">
            <Link
              href={`/admin/edit/timewaster/${row.original.id}`}
              className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            >
              Edit
            </Link>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={openComments === row.original.id}
              onClick={() => setOpenComments((id) => (id === row.original.id ? null : row.original.id))}
            >
              {openComments === row.original.id ? 'Hide Comments' : 'Show Comments'}
            </Button>
            <AdminTimewasterMerge id={row.original.id} version={row.original.version} onMerged={fadeOut} />
            <AdminTimewasterDelete id={row.original.id} onDeleted={fadeOut} />
          </div>
        ),
      },
      {
        accessorKey: 'name',
        header: 'Name',
        cell: ({ getValue }) => <span className="user-text">{String(getValue())}</span>,
      },
      {
        accessorKey: 'clientType',
        header: 'Client Type',
        cell: ({ getValue }) => clientTypeLabel(getValue() as ClientType),
      },
      { accessorKey: 'city', header: 'City' },
      { accessorKey: 'country', header: 'Country' },
      { accessorKey: 'reporter', header: 'Reporter' },
      { accessorKey: 'approved', header: 'Approved', cell: ({ getValue }) => (getValue() ? 'Yes' : 'No') },
      {
        accessorKey: 'createdAt',
        header: 'Created',
        cell: ({ getValue }) => <ViewerTime value={String(getValue())} />,
      },
      {
        accessorKey: 'expiresAt',
        header: 'Expires',
        // Expired entries left girls' searches and screening; moderators keep them, marked.
        cell: ({ row }) =>
          row.original.expired ? (
            <Chip tone="danger">Expired</Chip>
          ) : row.original.expiresAt ? (
            expiryDay(row.original.expiresAt)
          ) : (
            'Never'
          ),
      },
    ],
    [openComments, fadeOut],
  );

  return (
    <div className="flex flex-col gap-8">
      <ServerDataTable
        {...page}
        columns={columns}
        rows={rows.filter((row) => !removed.includes(row.id))}
        getRowId={(r) => String(r.id)}
        caption="Timewasters"
        filterPlaceholder="Search..."
        rowClassName={(row) => (row.original.id === removing ? 'opacity-0 transition-opacity duration-500' : undefined)}
        toolbar={
          <Link href="/admin/add/timewaster" className={buttonVariants({ size: 'sm' })}>
            Add Timewaster
          </Link>
        }
      />
      {openComments !== null ? (
        // No name of its own: the table inside is the region named after these comments.
        <section className="flex flex-col gap-2 rounded-lg border border-border p-4">
          <h2 className="text-lg font-semibold">Comments of timewaster {openComments}</h2>
          <CommentsTable comments={panelComments} caption={`Comments of timewaster ${openComments}`} />
        </section>
      ) : null}
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">All Timewaster Comments</h2>
        <CommentsTable comments={comments} caption="All Timewaster Comments" />
      </section>
    </div>
  );
}
