import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Loader, Progress, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useClubToday } from '../../../lib/use-club-time.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BackofficeTodayClassesDocument } from '../home.generated.js';
import { attendancePath } from '../schedule/week-params.js';
import { hasStaffPermission } from '../../session/staff-access.js';
import { useCurrentUser } from '../../session/use-current-user.js';

/** Today's classes with how full they are (booked and attending against the spaces), cancelled ones marked; each leads to its class list. */
export function TodayClasses() {
  // The club's day, wherever the browser is (null waits for the club's time zone).
  const today = useClubToday();
  const format = useClubFormats();
  const { user } = useCurrentUser();
  // Only staff who can open class lists get the links (an instructor: the lists of the classes they teach).
  const linksToLists = !!user && (hasStaffPermission(user, 'schedule.attendance.view') || hasStaffPermission(user, 'schedule.attendance.view.own'));
  const { data, error } = useGraphQLQuery(BackofficeTodayClassesDocument, today === null ? null : { date: today });
  if (error) {
    return (
      <Alert color="red" variant="outline" title="Error loading today's classes :(">
        {error.message}
      </Alert>
    );
  }
  if (!data) return <Loader aria-label="Loading today's classes" />;
  const classes = data.scheduleClasses.flatMap((day) => day.classes);
  if (classes.length === 0) return <Text>No classes today.</Text>;
  return (
    // Four columns and a bar do not fit a phone: the table scrolls in its own box, not the page sideways.
    <ScrollTable label="Today's classes" minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Room</Table.Th>
            <Table.Th>Booked</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((c) => {
            const cancelled = c.status === 'CANCELLED' || c.holiday;
            const full = c.spaces > 0 ? Math.min(100, Math.round((c.countAttendingAndBooked / c.spaces) * 100)) : 100;
            return (
              <Table.Tr key={c.scheduleItemId}>
                <Table.Td>
                  {format.time(c.timeStart)}–{format.time(c.timeEnd)}
                </Table.Td>
                <Table.Td>
                  {linksToLists ? (
                    <Anchor component={Link} to={attendancePath(c.scheduleItemId, c.date)} size="sm" aria-label={`Class list: ${c.organizationClasstype.name} at ${format.time(c.timeStart)}`}>
                      {c.organizationClasstype.name}
                    </Anchor>
                  ) : (
                    c.organizationClasstype.name
                  )}
                </Table.Td>
                <Table.Td>{c.organizationLocationRoom.name}</Table.Td>
                <Table.Td miw={180}>
                  {cancelled ? (
                    <Text size="sm">{c.holiday ? 'Holiday' : 'Cancelled'}</Text>
                  ) : (
                    <>
                      <Text size="sm">
                        {c.countAttendingAndBooked} of {c.spaces}
                      </Text>
                      <Progress value={full} aria-label={`${c.organizationClasstype.name} at ${format.time(c.timeStart)}: ${full}% full`} />
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
