import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { filterNames } from '../../features/checkin/filter-names.js';
import { KioskClassListDocument } from '../../features/checkin/kiosk.generated.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';
import { WalkInSearch, walkInCheckIn } from '../../features/checkin/walk-in-search.js';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * /checkin/classes/:scheduleItemId: one of today's classes with the names of those booked, filtered as a member
 * types. Tapping a name to check in comes with the check-in operation; until then the names are a plain list.
 */
export default function CheckinClassListPage() {
  const scheduleItem = useParams().scheduleItemId ?? '';
  const { data, isPending, error } = useKioskQuery(KioskClassListDocument, { scheduleItem });
  const [search, setSearch] = useState('');
  const list = data?.kioskClassList;
  const names = useMemo(() => filterNames(list?.names ?? [], search), [list, search]);
  return (
    <Stack gap="xl">
      <PageTitle size="3rem">{list ? `${list.class.classtype} ${hhmm(list.class.timeStart)}` : 'Class list'}</PageTitle>
      {error && <Alert color="red" title="The class list could not be loaded">{error.message}. Ask staff at the desk.</Alert>}
      {isPending && <Skeleton height={72} />}
      {data && !list && <Text fz={28}>This class does not take place today.</Text>}
      {list && (
        <>
          <TextInput
            label="Find your name"
            size="xl"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
            styles={{ label: { color: 'white', fontSize: 28 } }}
          />
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Names">
            {names.map((name) => (
              <Paper key={name.attendanceId} component="li" bg="white" c="black" p="md" mih={64} radius="md">
                <Group justify="space-between">
                  <Text fz={28} fw={700}>
                    {name.displayName}
                  </Text>
                  <Group gap="xs">
                    {name.trialPass && (
                      <Badge size="xl" color="yellow.4" c="black">
                        Trial
                      </Badge>
                    )}
                    <Text fz={22}>{name.bookingStatus === 'ATTENDING' ? 'Checked in' : 'Booked'}</Text>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          {names.length === 0 && <Text fz={28}>{search.trim() ? 'No name matches. Please see the desk.' : 'Nobody is booked for this class yet.'}</Text>}
        </>
      )}
      {list && <WalkInSearch scheduleItem={scheduleItem} onCheckIn={walkInCheckIn(scheduleItem)} />}
      <Button component={Link} to="/checkin" size="xl" variant="outline" color="white" c="white" style={{ alignSelf: 'flex-start' }}>
        Back to the start
      </Button>
    </Stack>
  );
}
