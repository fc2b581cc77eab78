import { Badge } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { TrainerDaysOff } from '../../../features/personal-training-staff/components/trainer-days-off.js';
import { TrainerOverrides } from '../../../features/personal-training-staff/components/trainer-overrides.js';
import { TrainerPhoto } from '../../../features/personal-training-staff/components/trainer-photo.js';
import { TrainerStatusButton } from '../../../features/personal-training-staff/components/trainer-status-button.js';
import { TrainerWeeklyHours } from '../../../features/personal-training-staff/components/trainer-weekly-hours.js';
import { AppointmentTrainerDocument } from '../../../features/personal-training-staff/trainers.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

/** /backoffice/schedule/trainers/{id}: a trainer's weekly hours, days off, date overrides and photo, each in a tab; retire or reactivate. */
function Trainer() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(AppointmentTrainerDocument, { id });
  const trainer = data?.appointmentTrainer;
  const mayEdit = user !== null && hasStaffPermission(user, 'appointments.edit');
  return (
    <DetailLayout
      title={trainer?.fullName ?? 'Trainer'}
      back={{ to: '/backoffice/schedule/trainers', label: 'Trainers' }}
      label="trainer"
      loading={isPending}
      error={error}
      summary={trainer && (trainer.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Retired</Badge>)}
      actions={trainer && mayEdit && <TrainerStatusButton trainer={trainer} />}
      tabs={
        trainer
          ? [
              { value: 'hours', label: 'Weekly hours', content: <TrainerWeeklyHours trainer={trainer} editable={mayEdit} /> },
              { value: 'days-off', label: 'Days off', content: <TrainerDaysOff trainer={trainer} editable={mayEdit} /> },
              { value: 'overrides', label: 'Date overrides', content: <TrainerOverrides trainer={trainer} editable={mayEdit} /> },
              { value: 'photo', label: 'Photo', content: <TrainerPhoto trainer={trainer} editable={mayEdit} /> },
            ]
          : []
      }
    />
  );
}

export default function TrainerPage() {
  return (
    <RequirePermission permission="appointments.view">
      <Trainer />
    </RequirePermission>
  );
}
