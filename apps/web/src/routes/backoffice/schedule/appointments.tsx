import { Button, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { StaffAppointmentsDocument, type StaffAppointmentsQuery } from '../../../features/personal-training-staff/appointments.generated.js';
import { AppointmentStatusBadge, CancelAppointmentButton, appointmentTimeRange } from '../../../features/personal-training-staff/components/appointment-cells.js';
import { dayOf, shiftDay } from '../../../features/personal-training-staff/day-navigation.js';
import { AppointmentTrainersDocument } from '../../../features/personal-training-staff/trainers.generated.js';
import { useCancelStaffAppointment } from '../../../features/personal-training-staff/use-cancel-staff-appointment.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Appointment = StaffAppointmentsQuery['appointments']['edges'][number]['node'];

/** /backoffice/schedule/appointments: the appointments of one day (in the URL, the club's today by default), by trainer, with cancel. */
function Appointments({ today, timeZone }: { today: string; timeZone: string }) {
  const list = useListParams();
  const { user } = useCurrentUser();
  const timeRange = (a: Appointment) => appointmentTimeRange(a, timeZone);
  const date = dayOf(list.filter('date'), today);
  const trainer = list.filter('trainer');
  const { data, isPending, error } = useGraphQLQuery(StaffAppointmentsDocument, { ...list.window, date, trainer });
  const trainers = useGraphQLQuery(AppointmentTrainersDocument, { first: 100 });
  const cancel = useCancelStaffAppointment();
  const mayCancel = user !== null && hasStaffPermission(user, 'appointments.edit');

  const columns: DataTableColumn<Appointment>[] = [
    { key: 'time', header: 'Time', cell: timeRange },
    { key: 'service', header: 'Service', cell: (a) => a.serviceName },
    { key: 'member', header: 'Member', cell: (a) => a.memberName },
    { key: 'trainer', header: 'Trainer', cell: (a) => a.trainerName },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => <AppointmentStatusBadge canceled={a.canceled} />,
    },
    ...(mayCancel
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (a: Appointment) => <CancelAppointmentButton appointment={a} timeZone={timeZone} cancel={cancel} />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <PageTitle>Appointments</PageTitle>
      <Group align="flex-end" justify="space-between">
        <Group gap="xs" align="center">
          <Button variant="default" onClick={() => list.setFilter('date', shiftDay(date, -1))}>
            Previous day
          </Button>
          <Button variant="default" onClick={() => list.setFilter('date', null)} disabled={date === today}>
            Today
          </Button>
          <Button variant="default" onClick={() => list.setFilter('date', shiftDay(date, 1))}>
            Next day
          </Button>
        </Group>
        <FilterSelect
          list={list}
          name="trainer"
          label="Trainer"
          allLabel="All trainers"
          options={trainers.data?.appointmentTrainers.edges.map(({ node }) => ({ value: node.id, label: node.fullName })) ?? []}
        />
      </Group>
      <Title order={3} size="h4">
        {dayjs(date).format('dddd, MMMM D YYYY')}
      </Title>
      <DataTable
        label="appointments"
        list={list}
        columns={columns}
        rows={data?.appointments.edges.map((edge) => edge.node)}
        rowKey={(a) => a.id}
        loading={isPending}
        error={error}
        pageInfo={data?.appointments.pageInfo}
        empty={<Text>No appointments on this day{trainer ? ' for this trainer' : ''}. Members book them in the portal under Personal training.</Text>}
      />
    </Stack>
  );
}

export default function AppointmentsPage() {
  return (
    <RequirePermission permission="appointments.view">
      <WithClubToday>{(today, timeZone) => <Appointments today={today} timeZone={timeZone} />}</WithClubToday>
    </RequirePermission>
  );
}
