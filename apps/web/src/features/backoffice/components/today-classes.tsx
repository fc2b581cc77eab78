import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Alert, Loader, Progress, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useClubToday } from '../../../lib/use-club-time.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { BackofficeTodayClassesDocument } from '../home.generated.js';

/** Today's classes with how full they are (booked and attending against the spaces), cancelled ones marked. */
export function TodayClasses() {
  // The club's day, wherever the browser is (null waits for the club's time zone).
  const today = useClubToday();
  const format = useClubFormats();
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
                <Table.Td>{c.organizationClasstype.name}</Table.Td>
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
