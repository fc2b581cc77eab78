import { Alert, Badge, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { filterNames } from '../../features/checkin/filter-names.js';
import { KioskClassListDocument } from '../../features/checkin/kiosk.generated.js';
import { useNameCheckIn, type NameState } from '../../features/checkin/offline/use-name-check-in.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';

const hhmm = (time: string) => time.slice(0, 5);

/** A name's status as the member reads it: the server's, or this tablet's while a tap is sent or waits. */
function statusText(bookingStatus: string, state: NameState): string {
  if (state === 'waiting') return 'Checked in (waiting to send)';
  if (state === 'checkedIn' || bookingStatus === 'ATTENDING') return 'Checked in';
  return state === 'sending' ? 'Checking in…' : 'Booked';
}

/**
 * /checkin/classes/:scheduleItemId: one of today's classes with the names of those booked, filtered as a member
 * types. Tapping a name checks its member in (ATTENDING), through the kiosk's offline queue.
 */
export default function CheckinClassListPage() {
  const scheduleItem = useParams().scheduleItemId ?? '';
  const { data, isPending, error } = useKioskQuery(KioskClassListDocument, { scheduleItem });
  const [search, setSearch] = useState('');
  const list = data?.kioskClassList;
  const names = useMemo(() => filterNames(list?.names ?? [], search), [list, search]);
  const { stateOf, checkIn, refusal } = useNameCheckIn(scheduleItem);
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
          {refusal && (
            <Alert color="red" variant="filled" title={`${refusal.label}: not checked in`} fz={24}>
              {refusal.message}
            </Alert>
          )}
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Names">
            {names.map((name) => {
              const state = stateOf(name.accountId);
              return (
                <li key={name.attendanceId}>
                  <Button
                    fullWidth
                    h={72}
                    radius="md"
                    color="white"
                    c="black"
                    justify="space-between"
                    disabled={state === 'sending'}
                    onClick={() => name.bookingStatus !== 'ATTENDING' && void checkIn(name.accountId, name.displayName)}
                    styles={{ label: { width: '100%', justifyContent: 'space-between' } }}
                  >
                    <Text component="span" fz={28} fw={700}>
                      {name.displayName}
                    </Text>
                    <Group component="span" gap="xs">
                      {name.trialPass && (
                        <Badge component="span" size="xl" color="yellow.4" c="black">
                          Trial
                        </Badge>
                      )}
                      <Text component="span" fz={22}>
                        {statusText(name.bookingStatus, state)}
                      </Text>
                    </Group>
                  </Button>
                </li>
              );
            })}
          </Stack>
          {names.length === 0 && <Text fz={28}>{search.trim() ? 'No name matches. Please see the desk.' : 'Nobody is booked for this class yet.'}</Text>}
        </>
      )}
      <Button component={Link} to="/checkin" size="xl" variant="outline" color="white" c="white" style={{ alignSelf: 'flex-start' }}>
        Back to the start
      </Button>
    </Stack>
  );
}
