import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { clubDate } from '../../../lib/club-time.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountAppointmentsDocument, type AccountAppointmentsQuery } from '../../personal-training-staff/appointments.generated.js';
import { AppointmentStatusBadge, CancelAppointmentButton, appointmentTimeRange } from '../../personal-training-staff/components/appointment-cells.js';
import { useCancelStaffAppointment } from '../../personal-training-staff/use-cancel-staff-appointment.js';

type Appointment = AccountAppointmentsQuery['appointments']['edges'][number]['node'];

function Appointments({ accountId, mayCancel, timeZone }: { accountId: string; mayCancel: boolean; timeZone: string }) {
  const list = useListParams('appointments');
  const { data, isPending, error } = useGraphQLQuery(AccountAppointmentsDocument, { account: accountId, ...list.window });
  const cancel = useCancelStaffAppointment();
  const columns: DataTableColumn<Appointment>[] = [
    // Dates and times on the club's clock, as the member booked them.
    { key: 'date', header: 'Date', cell: (a) => clubDate(a.startsAt, timeZone) },
    { key: 'time', header: 'Time', cell: (a) => appointmentTimeRange(a, timeZone) },
    { key: 'service', header: 'Service', cell: (a) => a.serviceName },
    { key: 'trainer', header: 'Trainer', cell: (a) => a.trainerName },
    { key: 'status', header: 'Status', cell: (a) => <AppointmentStatusBadge canceled={a.canceled} /> },
    ...(mayCancel ? [{ key: 'actions', header: 'Actions', cell: (a: Appointment) => <CancelAppointmentButton appointment={a} timeZone={timeZone} cancel={cancel} /> }] : []),
  ];
  return (
    <DataTable
      label="appointments"
      list={list}
      columns={columns}
      rows={data?.appointments.edges.map((e) => e.node)}
      rowKey={(a) => a.id}
      loading={isPending}
      error={error}
      pageInfo={data?.appointments.pageInfo}
      empty={<Text>No appointments yet.</Text>}
    />
  );
}

/** The account's personal-training appointments, the latest first, a page at a time; staff who may edit appointments cancel one. */
export function AccountAppointmentsTab({ accountId, mayCancel }: { accountId: string; mayCancel: boolean }) {
  return <WithClubToday>{(_today, timeZone) => <Appointments accountId={accountId} mayCancel={mayCancel} timeZone={timeZone} />}</WithClubToday>;
}
