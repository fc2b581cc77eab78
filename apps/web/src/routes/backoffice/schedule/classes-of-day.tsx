import { Stack, Text } from '@mantine/core';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { ClassesOfDayDocument, type ClassesOfDayQuery } from '../../../features/attendance/attendance.generated.js';
import { useClubFormats, type ClubFormatters } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type DayClass = ClassesOfDayQuery['scheduleClasses'][number]['classes'][number];

const ONE_PAGE = { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false };

const columns = (format: ClubFormatters): DataTableColumn<DayClass>[] => [
  { key: 'time', header: 'Time', cell: (c) => format.timeRange(c.timeStart, c.timeEnd) },
  { key: 'class', header: 'Class', cell: (c) => c.organizationClasstype.name },
  { key: 'room', header: 'Room', cell: (c) => c.organizationLocationRoom.name },
  { key: 'filled', header: 'Booked', cell: (c) => `${c.countAttendingAndBooked} / ${c.spaces}` },
];

/** /backoffice/schedule/attendance: today's classes, each leading to its attendance list. */
export function ClassesOfDay() {
  return <WithClubToday>{(today) => <ClassesOn today={today} />}</WithClubToday>;
}

function ClassesOn({ today }: { today: string }) {
  const list = useListParams();
  const format = useClubFormats();
  const { data, isPending, error } = useGraphQLQuery(ClassesOfDayDocument, { date: today });
  return (
    <Stack gap="md">
      <PageTitle>Class attendance</PageTitle>
      <Text>{format.date(today)}</Text>
      <DataTable
        label="today's classes"
        list={list}
        columns={columns(format)}
        rows={data?.scheduleClasses.flatMap((day) => day.classes)}
        rowKey={(c) => `${c.scheduleItemId}/${c.date}`}
        rowHref={(c) => `/backoffice/schedule/attendance/${encodeURIComponent(c.scheduleItemId)}/${c.date}`}
        loading={isPending}
        error={error}
        pageInfo={ONE_PAGE}
        empty={<Text>No classes today.</Text>}
      />
    </Stack>
  );
}
