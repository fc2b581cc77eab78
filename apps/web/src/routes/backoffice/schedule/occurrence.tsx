import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { OCCURRENCE_CHANGE_FIELD_RULES } from '@kiai/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import {
  BackofficeScheduleFiltersDocument,
  BackofficeScheduleItemFormOptionsDocument,
  BackofficeScheduleOccurrenceDocument,
  type BackofficeScheduleOccurrenceQuery,
} from '../../../features/backoffice/schedule/classes.generated.js';
import { INSTRUCTOR_ROLE_OPTIONS } from '../../../features/backoffice/schedule/instructor-roles.js';
import { changeFormValuesOf, changeInputOf, type OccurrenceChangeFormValues } from '../../../features/backoffice/schedule/occurrence-change-values.js';
import { OccurrenceStatusBadge } from '../../../features/backoffice/schedule/occurrence-links.js';
import { useChangeScheduleClass } from '../../../features/backoffice/schedule/use-schedule-writes.js';
import { attendancePath } from '../../../features/backoffice/schedule/week-params.js';
import { formatDate } from '../../../features/schedule/dates.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Occurrence = BackofficeScheduleOccurrenceQuery['scheduleClass'];

const unchanged = (label: string) => ({ value: '', label });

function cancelledMessage(count: number): string {
  return count === 1 ? 'Date cancelled; 1 booking was cancelled and its member mailed' : `Date cancelled; ${count} bookings were cancelled and their members mailed`;
}

interface Choices {
  rooms: { value: string; label: string }[];
  instructors: { value: string; label: string }[];
}

function OccurrenceForm({ occurrence, choices }: { occurrence: Occurrence; choices: Choices }) {
  const navigate = useNavigate();
  const change = useChangeScheduleClass();
  const { scheduleItemId, date } = occurrence;
  const back = `/backoffice/schedule/classes?week=${date}`;
  const cancelled = occurrence.status === 'CANCELLED';
  const format = useClubFormats();

  async function save(values: OccurrenceChangeFormValues, status?: 'CANCELLED') {
    const { changeScheduleClass } = await change.mutateAsync({ input: changeInputOf(scheduleItemId, date, values, status) });
    toastSuccess(status === 'CANCELLED' ? cancelledMessage(changeScheduleClass.cancelledBookings) : 'Date saved');
    navigate(back);
  }

  const form = useRecordForm({ initialValues: changeFormValuesOf(occurrence.oneTimeChange), rules: OCCURRENCE_CHANGE_FIELD_RULES, onSubmit: (values) => save(values) });

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel this date?',
      children: `${occurrence.organizationClasstype.name} on ${formatDate(date)} is cancelled: its bookings are cancelled, their classes go back to the members' passes and the members get a mail.`,
      labels: { confirm: 'Cancel this date', cancel: 'Go back' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => save(form.values, 'CANCELLED').catch((error: Error) => toastDanger(error.message)),
    });

  const statuses = [unchanged('As planned'), { value: 'OPEN', label: 'Open' }, { value: 'FINISHED', label: 'Finished' }, ...(cancelled ? [{ value: 'CANCELLED', label: 'Cancelled' }] : [])];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{`${occurrence.organizationClasstype.name} on ${formatDate(date)}`}</PageTitle>
        {!cancelled && (
          <Button color="red" variant="outline" onClick={confirmCancel}>
            Cancel this date
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Text>{format.timeRange(occurrence.timeStart, occurrence.timeEnd)}</Text>
        <Text>{`${occurrence.organizationLocationRoom.name}, ${occurrence.organizationLocationRoom.organizationLocation.name}`}</Text>
        <Text>{`${occurrence.countAttendingAndBooked} / ${occurrence.spaces} booked`}</Text>
        <OccurrenceStatusBadge occurrence={occurrence} />
        <Anchor component={Link} to={attendancePath(scheduleItemId, date)}>
          Attendance
        </Anchor>
      </Group>
      {cancelled && (
        <Alert color="orange" title="This date is cancelled">
          Its bookings were cancelled. Choose another status to hold the class after all.
        </Alert>
      )}
      <Text c="dimmed">Only this date changes. Empty fields keep what the class has.</Text>
      <RecordForm form={form} submitLabel="Save" cancelTo={back}>
        <Title order={2} size="h4">
          One-time change
        </Title>
        <Select label="Status" data={statuses} allowDeselect={false} {...form.inputProps('status')} />
        <Textarea label="Description" description="Shown with the class, e.g. why it changed" autosize minRows={2} {...form.inputProps('description')} />
        <Select label="Room" data={[unchanged('As planned'), ...choices.rooms]} searchable {...form.inputProps('organizationLocationRoom')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="time" label="Start time" {...form.inputProps('timeStart')} />
          <TextInput type="time" label="End time" {...form.inputProps('timeEnd')} />
          <TextInput label="Spaces" inputMode="numeric" {...form.inputProps('spaces')} />
          <TextInput label="Walk-in spaces" inputMode="numeric" {...form.inputProps('walkInSpaces')} />
          <Select label="Instructor" data={[unchanged('As planned'), ...choices.instructors]} searchable {...form.inputProps('account')} />
          <Select label="Role" data={INSTRUCTOR_ROLE_OPTIONS} {...form.inputProps('role')} />
          <Select label="Second instructor" data={[unchanged('As planned'), ...choices.instructors]} searchable {...form.inputProps('account2')} />
          <Select label="Role of the second instructor" data={INSTRUCTOR_ROLE_OPTIONS} {...form.inputProps('role2')} />
        </SimpleGrid>
      </RecordForm>
    </Stack>
  );
}

/** /backoffice/schedule/classes/{id}/dates/{YYYY-MM-DD}: one date's one-time change, and cancelling that date. */
function OccurrencePage() {
  const { scheduleItemId = '', date = '' } = useParams();
  const occurrence = useGraphQLQuery(BackofficeScheduleOccurrenceDocument, { scheduleItemId, date });
  const filters = useGraphQLQuery(BackofficeScheduleFiltersDocument, {});
  const options = useGraphQLQuery(BackofficeScheduleItemFormOptionsDocument, {});
  const error = occurrence.error ?? filters.error ?? options.error;
  if (error) {
    return (
      <Alert color="red" title="Error loading this date :(">
        {error.message}
      </Alert>
    );
  }
  if (!occurrence.data || !filters.data || !options.data) return <Skeleton height={400} aria-label="Loading this date" />;
  const choices = {
    rooms: options.data.scheduleItemFormOptions.organizationLocationRooms.map((r) => ({ value: r.id, label: `${r.organizationLocation.name}: ${r.name}` })),
    instructors: filters.data.instructors.edges.map(({ node }) => ({ value: node.id, label: node.fullName })),
  };
  return <OccurrenceForm key={`${scheduleItemId}/${date}`} occurrence={occurrence.data.scheduleClass} choices={choices} />;
}

export default function ScheduleOccurrencePage() {
  return (
    <RequirePermission permission="schedule.classes.edit">
      <OccurrencePage />
    </RequirePermission>
  );
}
