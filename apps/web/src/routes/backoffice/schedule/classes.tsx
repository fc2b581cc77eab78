// The portal's bundle carries only the CSS of the components it uses (main.tsx); this page adds its own.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { ScrollTable } from '../../../components/scroll-table.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import {
  BackofficeScheduleFiltersDocument,
  BackofficeScheduleWeekDocument,
  type BackofficeScheduleClassFieldsFragment,
} from '../../../features/backoffice/schedule/classes.generated.js';
import { OccurrenceLinks, OccurrenceStatusBadge } from '../../../features/backoffice/schedule/occurrence-links.js';
import { daysOfWeek, scheduleItemPath, shiftWeek, weekFromParam, weekViewFromParam } from '../../../features/backoffice/schedule/week-params.js';
import { formatDate, formatDayHeading } from '../../../features/schedule/dates.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import classes from './classes.module.css';

type WeekClass = BackofficeScheduleClassFieldsFragment;

const options = (edges: { node: { id: string; name?: string; fullName?: string } }[] | undefined) =>
  edges?.map(({ node }) => ({ value: node.id, label: node.name ?? node.fullName ?? '' })) ?? [];

function ClassName({ c, canEdit, size }: { c: WeekClass; canEdit: boolean; size?: 'sm' }) {
  const name = c.organizationClasstype.name;
  return canEdit ? (
    <Anchor component={Link} to={scheduleItemPath(c.scheduleItemId)} fw={600} size={size} aria-label={`Edit class: ${name} at ${c.timeStart.slice(0, 5)} on ${c.date}`}>
      {name}
    </Anchor>
  ) : (
    <Text fw={600} size={size}>
      {name}
    </Text>
  );
}

const room = (c: WeekClass) => `${c.organizationLocationRoom.name}, ${c.organizationLocationRoom.organizationLocation.name}`;

/**
 * The week as a compact list, one line a class (time, class with its level and status, room, coach, booked of spaces,
 * where it leads): a staff member reads a day at a glance.
 */
function WeekList({ days, canEdit }: { days: { date: string; classes: WeekClass[] }[]; canEdit: boolean }) {
  const format = useClubFormats();
  return (
    <Stack gap="lg">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <Title order={2} size="h4" id={`day-${day.date}`} mb="xs">
            {formatDayHeading(day.date)}
          </Title>
          {day.classes.length === 0 ? (
            <Text c="dimmed">No classes</Text>
          ) : (
            <ScrollTable label={`Classes on ${formatDayHeading(day.date)}`} minWidth={640}>
              <Table striped verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Class</Table.Th>
                    <Table.Th>Room</Table.Th>
                    <Table.Th>Coach</Table.Th>
                    <Table.Th>Booked</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {day.classes.map((c) => (
                    <Table.Tr key={c.scheduleItemId}>
                      <Table.Td className={classes.nowrap}>{format.timeRange(c.timeStart, c.timeEnd)}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <ClassName c={c} canEdit={canEdit} size="sm" />
                          {c.organizationLevel && (
                            <Text size="sm" c="dimmed">
                              {c.organizationLevel.name}
                            </Text>
                          )}
                          <OccurrenceStatusBadge occurrence={c} />
                        </Group>
                      </Table.Td>
                      <Table.Td>{room(c)}</Table.Td>
                      <Table.Td>{c.account?.fullName ?? ''}</Table.Td>
                      <Table.Td className={classes.nowrap}>{`${c.countAttendingAndBooked} / ${c.spaces}`}</Table.Td>
                      <Table.Td>
                        <OccurrenceLinks occurrence={c} className={c.organizationClasstype.name} canEdit={canEdit} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </section>
      ))}
    </Stack>
  );
}

/**
 * On a phone the week shows one day at a time: a row of the seven days to pick from, the day kept in the URL. Seven
 * days share a 360 px phone's ~330 px, so each reads as its weekday over its date with little side padding: on one
 * line ("Th 10") with the control's own padding, the last days ran past its edge and were cut off.
 */
function DayPicker({ days, selected, onPick }: { days: string[]; selected: string; onPick: (date: string) => void }) {
  return (
    <SegmentedControl
      aria-label="Day of the week"
      fullWidth
      value={selected}
      onChange={onPick}
      classNames={{ root: classes.days, label: classes.day }}
      data={days.map((date) => ({
        value: date,
        label: (
          <>
            <span className={classes.dayLine}>{dayjs(date).format('dd')}</span> <span className={classes.dayLine}>{dayjs(date).format('D')}</span>
          </>
        ),
      }))}
    />
  );
}

function WeekCalendar({ days, canEdit }: { days: { date: string; classes: WeekClass[] }[]; canEdit: boolean }) {
  const format = useClubFormats();
  return (
    <SimpleGrid cols={{ base: 1, sm: 4, lg: 7 }} spacing="xs">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`column-${day.date}`}>
          <Title order={2} size="h5" id={`column-${day.date}`} mb="xs">
            {dayjs(day.date).format('ddd D MMM')}
          </Title>
          <Stack gap="xs">
            {day.classes.length === 0 && (
              <Text c="dimmed" size="sm">
                No classes
              </Text>
            )}
            {day.classes.map((c) => (
              // A seventh of a laptop is narrow: the card's texts are small, and a word longer than the card breaks
              // rather than running past the edge, where the card would cut it off.
              <Card key={c.scheduleItemId} withBorder padding="xs" style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm">{format.timeRange(c.timeStart, c.timeEnd)}</Text>
                <ClassName c={c} canEdit={canEdit} size="sm" />
                <Text size="sm">{room(c)}</Text>
                {c.account && <Text size="sm">{c.account.fullName}</Text>}
                <Text size="sm">{`${c.countAttendingAndBooked} / ${c.spaces} booked`}</Text>
                <OccurrenceStatusBadge occurrence={c} />
                <OccurrenceLinks occurrence={c} className={c.organizationClasstype.name} canEdit={canEdit} />
              </Card>
            ))}
          </Stack>
        </section>
      ))}
    </SimpleGrid>
  );
}

/**
 * /backoffice/schedule/classes: a week of classes as a compact list or a calendar, with filters and the week in the URL;
 * a phone shows one day of it at a time.
 */
function ScheduleClasses({ today }: { today: string }) {
  const { user } = useCurrentUser();
  const canEdit = user !== null && hasStaffPermission(user, 'schedule.classes.edit');
  const list = useListParams();
  const monday = weekFromParam(list.filter('week'), today);
  const view = weekViewFromParam(list.filter('view'));
  const days = daysOfWeek(monday);
  const filters = useGraphQLQuery(BackofficeScheduleFiltersDocument, {});
  const { data, isPending, error } = useGraphQLQuery(BackofficeScheduleWeekDocument, {
    dateFrom: days[0]!,
    dateUntil: days[6]!,
    organizationLocation: list.filter('location'),
    organizationClasstype: list.filter('classtype'),
    instructor: list.filter('instructor'),
    organizationLevel: list.filter('level'),
  });
  const f = filters.data;
  // A phone reads one day at a time: today when it is in the week shown, else the week's first day.
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const pickedDay = list.filter('day');
  const shownDay = pickedDay && days.includes(pickedDay) ? pickedDay : days.includes(today) ? today : days[0]!;
  const shownDays = (all: { date: string; classes: WeekClass[] }[]) => (phone ? all.filter((day) => day.date === shownDay) : all);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>Classes</PageTitle>
        {canEdit && (
          <Button component={Link} to="/backoffice/schedule/classes/new">
            Add class
          </Button>
        )}
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={() => list.setFilter('week', shiftWeek(monday, -1))}>
            Previous week
          </Button>
          <Button variant="default" onClick={() => list.setFilter('week', null)}>
            This week
          </Button>
          <Button variant="default" onClick={() => list.setFilter('week', shiftWeek(monday, 1))}>
            Next week
          </Button>
          <Text fw={600} aria-live="polite">
            Week of {formatDate(monday)}
          </Text>
        </Group>
        <SegmentedControl
          aria-label="Show the week as"
          value={view}
          onChange={(value) => list.setFilter('view', value === 'calendar' ? 'calendar' : null)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
      </Group>
      {phone && <DayPicker days={days} selected={shownDay} onPick={(date) => list.setFilter('day', date)} />}
      <Group>
        <FilterSelect list={list} name="location" label="Location" allLabel="All locations" options={options(f?.organizationLocations.edges)} />
        <FilterSelect list={list} name="classtype" label="Class type" allLabel="All class types" options={options(f?.organizationClasstypes.edges)} />
        <FilterSelect list={list} name="instructor" label="Instructor" allLabel="All instructors" options={options(f?.instructors.edges)} />
        <FilterSelect list={list} name="level" label="Level" allLabel="All levels" options={options(f?.organizationLevels.edges)} />
      </Group>
      {error ? (
        <Alert color="red" title="Error loading classes :(">
          {error.message}
        </Alert>
      ) : isPending || !data ? (
        <Stack gap="xs" aria-label="Loading classes">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : view === 'calendar' ? (
        <WeekCalendar days={shownDays(data.scheduleClasses)} canEdit={canEdit} />
      ) : (
        <WeekList days={shownDays(data.scheduleClasses)} canEdit={canEdit} />
      )}
    </Stack>
  );
}

export default function ScheduleClassesPage() {
  return (
    <RequirePermission permission="schedule.view">
      <WithClubToday>{(today) => <ScheduleClasses today={today} />}</WithClubToday>
    </RequirePermission>
  );
}
