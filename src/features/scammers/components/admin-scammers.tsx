'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { ServerDataTable, type ServerTablePage } from '@/components/ui/server-data-table';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { apiJson, failureMessage } from '@/lib/api-client';
import type { AdminScammerRow } from '../queries';
import { UNSET_COMMENT_DESCRIPTION, UNSET_COMMENT_REQUIRED } from '../schema';

/** Unset Scammer: a dialog asking why, then DELETE /admin/scammer with {girl_id, comment}. */
function UnsetScammer({ row, onDone }: { row: AdminScammerRow; onDone: (id: number) => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const unset = async () => {
    const text = comment.trim();
    if (!text) {
      setError(UNSET_COMMENT_REQUIRED);
      toast.error(UNSET_COMMENT_REQUIRED, { description: UNSET_COMMENT_DESCRIPTION });
      return false;
    }
    try {
      await apiJson('/admin/scammer', { method: 'DELETE', body: { girl_id: row.id, comment: text } });
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    }
    toast.success('Successfully unset scammer status.', {
      description: 'The person has been removed from the scammers list.',
    });
    onDone(row.id);
    return true;
  };
  return (
    <ConfirmDialog
      title="Unset Scammer"
      description={`${row.stageName ?? row.username ?? row.name} leaves the scammers list.`}
      confirmLabel="Unset Scammer"
      pendingLabel="Saving..."
      onConfirm={unset}
      trigger={
        <Button size="sm" variant="secondary">
          Unset Scammer
        </Button>
      }
    >
      <FormField label="Comment" error={error} required>
        <Textarea rows={4} value={comment} onChange={(event) => setComment(event.target.value)} />
      </FormField>
    </ConfirmDialog>
  );
}

const FIELD_LABELS: Record<keyof AdminScammerRow, string> = {
  id: 'Id',
  name: 'Name',
  username: 'Username',
  stageName: 'Stage name',
  city: 'City',
  country: 'Country',
  headline: 'Headline',
};

/** Spec "Scammers admin table": Actions plus one column per field, 5 rows a page, paged by the server. */
export function AdminScammers({ rows, ...page }: ServerTablePage<AdminScammerRow>) {
  const router = useRouter();
  // An unset row leaves at once; the refresh brings the page's next row in.
  const [removed, setRemoved] = useState<number[]>([]);
  const fields = Object.keys(FIELD_LABELS) as (keyof AdminScammerRow)[];
  const columns: ColumnDef<AdminScammerRow>[] = [
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <UnsetScammer
          row={row.original}
          onDone={(id) => {
            setRemoved((current) => [...current, id]);
            router.refresh();
          }}
        />
      ),
    },
    ...fields.map((field) => ({ id: field, accessorKey: field, header: FIELD_LABELS[field] })),
  ];
  return (
    <ServerDataTable
      {...page}
      columns={columns}
      rows={rows.filter((row) => !removed.includes(row.id))}
      caption="Scammers"
      filterPlaceholder="Search by name, username, stage name or city"
      emptyText="No scammers listed."
      getRowId={(row) => String(row.id)}
    />
  );
}
