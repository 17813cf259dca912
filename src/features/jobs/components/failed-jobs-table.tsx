'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ServerDataTable } from '@/components/ui/server-data-table';
import type { TableState } from '@/components/ui/server-table-state';
import { ConfirmAction, ErrorAlert, useAdminMutation } from '@/features/admin-management/components/admin-action';
import { apiJson } from '@/lib/api-client';
import type { FailedJobRow } from '../queries';
import { ViewerTime } from '@/components/viewer-time';

function RetryJob({ job }: { job: FailedJobRow }) {
  const mutation = useAdminMutation();
  return (
    <ConfirmAction
      label="Retry"
      variant="secondary"
      title="Retry this job?"
      description={`The ${job.queue} job is queued again for one more try.`}
      confirmLabel="Retry"
      onConfirm={() =>
        mutation.run(() => apiJson(`/api/v1/admin/jobs/${job.id}/retry`, { method: 'POST' }), 'Job queued again.')
      }
    >
      <ErrorAlert error={mutation.error} />
    </ConfirmAction>
  );
}

const columns: ColumnDef<FailedJobRow>[] = [
  { id: 'name', header: 'Queue', cell: ({ row }) => row.original.queue },
  { id: 'createdOn', header: 'Queued', cell: ({ row }) => <ViewerTime value={row.original.createdOn} /> },
  {
    id: 'completedOn',
    header: 'Failed',
    cell: ({ row }) => (row.original.failedOn ? <ViewerTime value={row.original.failedOn} /> : '—'),
  },
  { id: 'tries', header: 'Tries', cell: ({ row }) => row.original.tries },
  {
    id: 'error',
    header: 'Error',
    cell: ({ row }) => <span className="user-text">{row.original.error || '—'}</span>,
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RetryJob job={row.original} /> },
];

export function FailedJobsTable(props: {
  rows: FailedJobRow[];
  total: number;
  state: TableState;
  sortable: readonly string[];
}) {
  return (
    <ServerDataTable
      {...props}
      columns={columns}
      getRowId={(row) => row.id}
      caption="Failed jobs"
      filterPlaceholder="Filter by queue or error..."
      emptyText="No failed jobs."
    />
  );
}
