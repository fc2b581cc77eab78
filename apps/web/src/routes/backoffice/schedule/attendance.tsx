import { Button, Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { AttendanceTable, type AttendanceRow } from '../../../features/attendance/components/attendance-table.js';
import { ClassWaitlistList } from '../../../features/attendance/components/class-waitlist-list.js';
import { BookMember } from '../../../features/attendance/components/book-member.js';
import { ClassAttendanceListDocument } from '../../../features/attendance/attendance.generated.js';
import { KioskRefusals } from '../../../features/checkin/kiosk-refusals.js';
import { useAttendanceActions } from '../../../features/attendance/hooks/use-attendance-actions.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { ClassesOfDay } from './classes-of-day.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

const PARTS = [
  { value: 'booked', label: 'Booked', status: 'BOOKED', empty: 'Nobody is booked for this class.' },
  { value: 'attending', label: 'Attending', status: 'ATTENDING', empty: 'Nobody is checked in yet.' },
  { value: 'cancelled', label: 'Cancelled', status: 'CANCELLED', empty: 'No cancelled bookings.' },
] as const;

/** /backoffice/schedule/attendance/{scheduleItemId}/{date}: one occurrence's list, with check-in (one or all), its undo, booking and cancelling. */
function ClassAttendance() {
  const { scheduleItemId = '', date = '' } = useParams();
  const { user } = useCurrentUser();
  const occurrence = { scheduleItem: scheduleItemId, date };
  const { data, isPending, error } = useGraphQLQuery(ClassAttendanceListDocument, occurrence);
  const actions = useAttendanceActions(occurrence);
  const mayEdit = !!user && hasStaffPermission(user, 'schedule.attendance.edit');
  const maySell = !!user && hasStaffPermission(user, 'accounts.classpasses.grant');
  const list = data?.scheduleClassAttendanceList;
  const format = useClubFormats();
  const occ = list?.scheduleClass;
  const rowsOf = (status: AttendanceRow['bookingStatus']) => list?.attendances.filter((row) => row.bookingStatus === status);

  return (
    <Stack gap="lg">
      <DetailLayout
        title={occ ? occ.organizationClasstype.name : 'Class attendance'}
        back={{ to: '/backoffice/schedule/attendance', label: "Today's classes" }}
        label="class attendance"
        loading={isPending}
        error={error}
        summary={
          occ && (
            <Group gap="lg">
              <Text size="sm">{format.date(occ.date)}</Text>
              <Text size="sm">{format.timeRange(occ.timeStart, occ.timeEnd)}</Text>
              <Text size="sm">{occ.organizationLocationRoom.name}</Text>
              <Text size="sm">
                {occ.availableSpacesTotal} of {occ.spaces} spaces left
              </Text>
            </Group>
          )
        }
        tabs={[
          ...PARTS.map((part) => ({
            value: part.value,
            label: `${part.label} (${rowsOf(part.status)?.length ?? 0})`,
            content: (
              <Stack gap="sm">
                {part.status === 'BOOKED' && mayEdit && (rowsOf('BOOKED')?.length ?? 0) > 0 && (
                  <Group justify="flex-end">
                    <Button variant="light" loading={actions.checkInAll.isPending} onClick={() => actions.confirmCheckInAll(rowsOf('BOOKED')?.length ?? 0)}>
                      Check in all booked
                    </Button>
                  </Group>
                )}
                <AttendanceTable label={`${part.label} members`} rows={rowsOf(part.status)} loading={isPending} error={error} empty={part.empty} actions={mayEdit ? actions : null} />
              </Stack>
            ),
          })),
          { value: 'waitlist', label: `Waitlist (${list?.waitlist.length ?? 0})`, content: <ClassWaitlistList rows={list?.waitlist} /> },
        ]}
      />
      <KioskRefusals occurrence={occurrence} />
      {mayEdit && list && <BookMember occurrence={occurrence} actions={actions} maySell={maySell} />}
    </Stack>
  );
}

/** Without a class in the URL: today's classes to choose from (every route adds to the entry chunk's route table). */
export default function ClassAttendancePage() {
  const { scheduleItemId } = useParams();
  return (
    <RequirePermission permission={['schedule.attendance.view', 'schedule.attendance.view.own']}>
      {scheduleItemId ? <ClassAttendance /> : <ClassesOfDay />}
    </RequirePermission>
  );
}
