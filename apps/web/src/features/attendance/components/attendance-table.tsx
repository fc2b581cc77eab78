import { Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import type { ClassAttendanceListQuery } from '../attendance.generated.js';
import type { useAttendanceActions } from '../hooks/use-attendance-actions.js';

export type AttendanceRow = ClassAttendanceListQuery['scheduleClassAttendanceList']['attendances'][number];

/** The whole list is one answer (a class holds few people): no pages to turn. */
const ONE_PAGE = { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false };

interface Props {
  label: string;
  rows: AttendanceRow[] | undefined;
  loading: boolean;
  error: Error | null;
  empty: string;
  /** null when the staff member may not change bookings: no action buttons then. */
  actions: ReturnType<typeof useAttendanceActions> | null;
}

/**
 * One status's part of a class list: names (late cancels flagged), the pass (trial passes flagged) or subscription used,
 * the member's late cancels and no-shows, and the row's actions.
 */
export function AttendanceTable({ label, rows, loading, error, empty, actions }: Props) {
  const list = useListParams();
  const columns: DataTableColumn<AttendanceRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Group gap="xs">
          <Text size="sm">{`${row.firstName} ${row.lastName}`}</Text>
          {/* Outlined: the light badge's tinted ground over a striped row fell below 4.5:1 (axe: 4.3:1); the outline reads 4.9:1. */}
          {row.cancelledLate && (
            <Badge color="orange" variant="outline">
              Late cancel
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'pass',
      header: 'Pass or subscription',
      cell: (row) => (
        <Group gap="xs">
          <Text size="sm">{row.classpassName ?? row.subscriptionName ?? ''}</Text>
          {row.trialPass && (
            <Badge color="grape" variant="light">
              Trial
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  columns.push({
    key: 'record',
    header: 'Late cancels · no-shows',
    cell: (row) => (
      <Text size="sm" aria-label={`${row.lateCancels} late cancels, ${row.noShows} no-shows`}>
        {row.lateCancels} · {row.noShows}
      </Text>
    ),
  });
  if (actions) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      cell: (row) => {
        const name = `${row.firstName} ${row.lastName}`;
        return (
          <Group gap="xs">
            {row.bookingStatus === 'BOOKED' && (
              <Button size="compact-sm" aria-label={`Check in ${name}`} loading={actions.checkIn.isPending && actions.checkIn.variables === row.accountId} onClick={() => actions.checkIn.mutate(row.accountId)}>
                Check in
              </Button>
            )}
            {row.bookingStatus === 'ATTENDING' && (
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Undo the check-in of ${name}`}
                loading={actions.undoCheckIn.isPending && actions.undoCheckIn.variables === row.attendanceId}
                onClick={() => actions.undoCheckIn.mutate(row.attendanceId)}
              >
                Undo check-in
              </Button>
            )}
            {(row.cancellationPossible || row.lateCancellationPossible) && (
              <Button size="compact-sm" variant="default" aria-label={`Cancel booking of ${name}`} onClick={() => actions.confirmCancel(row, name)}>
                Cancel booking
              </Button>
            )}
          </Group>
        );
      },
    });
  }
  return (
    <DataTable
      label={label}
      list={list}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.attendanceId}
      loading={loading}
      error={error}
      pageInfo={ONE_PAGE}
      empty={<Text>{empty}</Text>}
    />
  );
}
