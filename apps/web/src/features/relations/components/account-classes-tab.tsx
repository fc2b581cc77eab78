import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BackofficeAccountAttendancesDocument, type BackofficeAccountAttendancesQuery } from '../accounts.generated.js';
import { SimpleTable, TabState, type SimpleColumn } from './simple-table.js';

type Attendance = BackofficeAccountAttendancesQuery['scheduleItemAttendances']['edges'][number]['node'];

const COLUMNS: SimpleColumn<Attendance>[] = [
  { header: 'Date', cell: (a) => a.date },
  { header: 'Time', cell: (a) => a.scheduleItem.timeStart.slice(0, 5) },
  { header: 'Class', cell: (a) => a.scheduleItem.organizationClasstype.name },
  { header: 'Location', cell: (a) => `${a.scheduleItem.organizationLocationRoom.organizationLocation.name}, ${a.scheduleItem.organizationLocationRoom.name}` },
  { header: 'Status', cell: (a) => a.bookingStatus },
];

/** The account's class bookings. */
export function AccountClassesTab({ accountId }: { accountId: string }) {
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountAttendancesDocument, { account: accountId, first: 100 });
  if (!data) return <TabState label="classes" isPending={isPending} error={error} />;
  return <SimpleTable label="Classes" columns={COLUMNS} rows={data.scheduleItemAttendances.edges.map((e) => e.node)} rowKey={(a) => a.id} empty="No classes booked yet." />;
}
