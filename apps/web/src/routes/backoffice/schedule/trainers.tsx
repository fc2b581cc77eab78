import { Badge, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { AddTrainer } from '../../../features/personal-training-staff/components/add-trainer.js';
import { formatHours, WEEKDAYS } from '../../../features/personal-training-staff/hours-text.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { AppointmentTrainersDocument, type AppointmentTrainersQuery } from '../../../features/personal-training-staff/trainers.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Trainer = AppointmentTrainersQuery['appointmentTrainers']['edges'][number]['node'];

/** 'Mon 09:00–17:00 · Tue …': the weekly hours in one line. */
function weekSummary(trainer: Trainer): string {
  const days = WEEKDAYS.map((day, index) => {
    const ranges = trainer.weeklyHours.filter((h) => h.isoWeekday === index + 1);
    return ranges.length > 0 ? `${day.slice(0, 3)} ${formatHours(ranges)}` : null;
  }).filter((day) => day !== null);
  return days.length > 0 ? days.join(' · ') : 'No weekly hours';
}

const COLUMNS: DataTableColumn<Trainer>[] = [
  { key: 'name', header: 'Trainer', cell: (t) => t.fullName },
  { key: 'hours', header: 'Weekly hours', cell: weekSummary },
  { key: 'active', header: 'Status', cell: (t) => (t.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Retired</Badge>) },
];

/** /backoffice/schedule/trainers: the staff who give appointments, with their weekly hours; each opens their calendar. */
function Trainers() {
  const list = useListParams();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(AppointmentTrainersDocument, list.window);
  return (
    <Stack gap="md">
      <PageTitle>Trainers</PageTitle>
      {user !== null && hasStaffPermission(user, 'appointments.edit') && <AddTrainer />}
      <DataTable
        label="trainers"
        list={list}
        columns={COLUMNS}
        rows={data?.appointmentTrainers.edges.map((edge) => edge.node)}
        rowKey={(t) => t.id}
        rowHref={(t) => `/backoffice/schedule/trainers/${encodeURIComponent(t.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.appointmentTrainers.pageInfo}
        empty={<Text>No trainers yet. Add a staff account who gives personal training.</Text>}
      />
    </Stack>
  );
}

export default function TrainersPage() {
  return (
    <RequirePermission permission="appointments.view">
      <Trainers />
    </RequirePermission>
  );
}
