import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { clubDate } from '../../../lib/club-time.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { AccountAppointmentsDocument, type AccountAppointmentsQuery } from '../../personal-training-staff/appointments.generated.js';
import { AppointmentStatusBadge, CancelAppointmentButton, appointmentTimeRange } from '../../personal-training-staff/components/appointment-cells.js';
import { useCancelStaffAppointment } from '../../personal-training-staff/use-cancel-staff-appointment.js';
import { SimpleTable, TabState, type SimpleColumn } from './simple-table.js';

type Appointment = AccountAppointmentsQuery['appointments']['edges'][number]['node'];

function Appointments({ accountId, mayCancel, timeZone }: { accountId: string; mayCancel: boolean; timeZone: string }) {
  const { data, isPending, error } = useGraphQLQuery(AccountAppointmentsDocument, { account: accountId });
  const cancel = useCancelStaffAppointment();
  if (!data) return <TabState label="appointments" isPending={isPending} error={error} />;
  const columns: SimpleColumn<Appointment>[] = [
    // Dates and times on the club's clock, as the member booked them.
    { header: 'Date', cell: (a) => clubDate(a.startsAt, timeZone) },
    { header: 'Time', cell: (a) => appointmentTimeRange(a, timeZone) },
    { header: 'Service', cell: (a) => a.serviceName },
    { header: 'Trainer', cell: (a) => a.trainerName },
    { header: 'Status', cell: (a) => <AppointmentStatusBadge canceled={a.canceled} /> },
    ...(mayCancel ? [{ header: 'Actions', cell: (a: Appointment) => <CancelAppointmentButton appointment={a} timeZone={timeZone} cancel={cancel} /> }] : []),
  ];
  return <SimpleTable label="Appointments" columns={columns} rows={data.appointments.edges.map((e) => e.node)} rowKey={(a) => a.id} empty="No appointments yet." />;
}

/** The account's personal-training appointments, the latest first; staff who may edit appointments cancel one. */
export function AccountAppointmentsTab({ accountId, mayCancel }: { accountId: string; mayCancel: boolean }) {
  return <WithClubToday>{(_today, timeZone) => <Appointments accountId={accountId} mayCancel={mayCancel} timeZone={timeZone} />}</WithClubToday>;
}
