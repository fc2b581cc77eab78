import { Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountAttendanceRecordDocument, BackofficeAccountAttendancesDocument, type BackofficeAccountAttendancesQuery } from '../accounts.generated.js';

type Attendance = BackofficeAccountAttendancesQuery['scheduleItemAttendances']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Attendance>[] = [
  { key: 'date', header: 'Date', cell: (a) => a.date, sortable: true },
  { key: 'time', header: 'Time', cell: (a) => a.scheduleItem.timeStart.slice(0, 5) },
  { key: 'class', header: 'Class', cell: (a) => a.scheduleItem.organizationClasstype.name },
  { key: 'location', header: 'Location', cell: (a) => `${a.scheduleItem.organizationLocationRoom.organizationLocation.name}, ${a.scheduleItem.organizationLocationRoom.name}` },
  { key: 'status', header: 'Status', cell: (a) => (a.cancelledLate ? 'CANCELLED (late)' : a.bookingStatus) },
];

/** How often the member cancelled late and did not show up, counted by the server over all their classes. */
function AttendanceRecord({ accountId }: { accountId: string }) {
  const { data } = useGraphQLQuery(AccountAttendanceRecordDocument, { id: accountId });
  const node = data?.node;
  const record = node && 'classAttendanceRecord' in node ? node.classAttendanceRecord : null;
  if (!record) return null;
  return (
    <Text size="sm" data-testid="attendance-record">
      Late cancels: {record.lateCancels} · No-shows: {record.noShows}
    </Text>
  );
}

/** The account's class bookings, the latest class first (staff look back at what the member did), a page at a time. */
export function AccountClassesTab({ accountId }: { accountId: string }) {
  const list = useListParams('classes');
  const orderBy = list.sort?.descending === false ? 'date' : '-date';
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountAttendancesDocument, { account: accountId, orderBy, ...list.window });
  return (
    <Stack gap="sm">
      <AttendanceRecord accountId={accountId} />
      <DataTable
      label="classes"
      list={list}
      columns={COLUMNS}
      rows={data?.scheduleItemAttendances.edges.map((e) => e.node)}
      rowKey={(a) => a.id}
      loading={isPending}
      error={error}
      pageInfo={data?.scheduleItemAttendances.pageInfo}
      empty={<Text>No classes booked yet.</Text>}
      />
    </Stack>
  );
}
