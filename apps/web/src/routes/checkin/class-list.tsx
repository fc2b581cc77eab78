import '@mantine/core/styles/Skeleton.css';
import { Alert, Badge, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { memo, useMemo, useState, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { CheckInOutcomeBanner } from '../../features/checkin/check-in-outcome.js';
import { filterNames } from '../../features/checkin/filter-names.js';
import { KioskClassListDocument } from '../../features/checkin/kiosk.generated.js';
import { useNameCheckIn, type NameState } from '../../features/checkin/offline/use-name-check-in.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';
import { WalkInSearch, walkInCheckIn } from '../../features/checkin/walk-in-search.js';
import { useClubFormats } from '../../lib/use-club-formats.js';

/** A name's status as the member reads it: the server's, or this tablet's while a tap is sent or waits. */
function statusText(bookingStatus: string, state: NameState): string {
  if (state === 'waiting') return 'Saved, waiting to send';
  if (state === 'checkedIn' || bookingStatus === 'ATTENDING') return 'Checked in';
  return state === 'sending' ? 'Checking in…' : 'Booked';
}

/** A name as a large white button (72 px, black on white). Plain elements and memoised: a list of 200 names
 * filters on every keystroke, and only the rows that appear are rendered (bench/checkin). Rows below the fold
 * skip layout and paint until scrolled to (`content-visibility`), each held at its 72 px meanwhile. */
const ITEM: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 72px' };

const ROW: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 16,
  width: '100%',
  minHeight: 72,
  padding: '8px 20px',
  border: 'none',
  borderRadius: 8,
  background: 'white',
  color: 'black',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};

interface NameRowProps {
  name: { accountId: string; displayName: string; bookingStatus: string; trialPass: boolean };
  status: string;
  sending: boolean;
  onTap: (account: string, label: string) => Promise<void>;
}

const NameRow = memo(function NameRow({ name, status, sending, onTap }: NameRowProps) {
  return (
    <li style={ITEM}>
      <button type="button" style={ROW} disabled={sending} onClick={() => status === 'Booked' && void onTap(name.accountId, name.displayName)}>
        <span style={{ fontSize: 28, fontWeight: 700 }}>{name.displayName}</span>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {name.trialPass && (
            <Badge component="span" size="xl" color="yellow.4" c="black">
              Trial
            </Badge>
          )}
          <span style={{ fontSize: 22 }}>{status}</span>
        </span>
      </button>
    </li>
  );
});

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
  const { stateOf, checkIn, refusal, queued } = useNameCheckIn(scheduleItem);
  const formats = useClubFormats();
  return (
    <Stack gap="xl">
      <PageTitle size="3rem">{list ? `${list.class.classtype} ${formats.time(list.class.timeStart)}` : 'Class list'}</PageTitle>
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
          <CheckInOutcomeBanner outcome={queued} label="Check-in by name" />
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Names">
            {names.map((name) => (
              <NameRow key={name.attendanceId} name={name} status={statusText(name.bookingStatus, stateOf(name.accountId))} sending={stateOf(name.accountId) === 'sending'} onTap={checkIn} />
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
