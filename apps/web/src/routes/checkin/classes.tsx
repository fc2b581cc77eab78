import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { queryClient } from '../../lib/query-client.js';
import { CardReader } from '../../features/checkin/card-reader.js';
import { KioskCheckInByKeyNumberDocument } from '../../features/checkin/cards.generated.js';
import { CheckInOutcomeBanner, messageOf, useCheckInOutcome } from '../../features/checkin/check-in-outcome.js';
import { kioskRequest } from '../../features/checkin/kiosk-client.js';
import { KioskClassesDocument } from '../../features/checkin/kiosk.generated.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';

const hhmm = (time: string) => time.slice(0, 5);

/**
 * /checkin/locations/:locationId: today's classes at the chosen location, earliest first. A member card (the
 * camera's QR code or a key fob) checks its holder in to the class open for check-in here now.
 */
export default function CheckinClassesPage() {
  const location = useParams().locationId ?? '';
  const { data, isPending, error } = useKioskQuery(KioskClassesDocument, { location });
  const [outcome, showOutcome] = useCheckInOutcome();
  const checkInByCard = useCallback(
    async (keyNumber: string) => {
      try {
        const { kioskCheckInByKeyNumber: done } = await kioskRequest(KioskCheckInByKeyNumberDocument, { location, keyNumber, clientId: crypto.randomUUID() });
        showOutcome({ ok: true, text: `Welcome, ${done.displayName}: checked in to ${done.class.classtype} ${hhmm(done.class.timeStart)}` });
        await queryClient.invalidateQueries({ queryKey: ['kiosk', 'KioskClassList'] });
      } catch (failure) {
        showOutcome({ ok: false, text: messageOf(failure) });
      }
    },
    [location, showOutcome],
  );
  return (
    <Stack gap="xl">
      <PageTitle size="3rem">Today's classes</PageTitle>
      <CardReader onKeyNumber={(keyNumber) => void checkInByCard(keyNumber)} />
      <CheckInOutcomeBanner outcome={outcome} />
      {error && <Alert color="red" title="Today's classes could not be loaded">{error.message}. Ask staff at the desk.</Alert>}
      {isPending && <Skeleton height={72} />}
      {data?.kioskClasses.length === 0 && <Text fz={28}>No more classes here today.</Text>}
      {data?.kioskClasses.map((c) => (
        <Button
          key={c.scheduleItemId}
          component={Link}
          to={`/checkin/classes/${encodeURIComponent(c.scheduleItemId)}`}
          size="xl"
          mih={80}
          color="white"
          c="black"
          fz={28}
          justify="flex-start"
        >
          {hhmm(c.timeStart)}–{hhmm(c.timeEnd)} {c.classtype} · {c.room}
        </Button>
      ))}
      <Button component={Link} to="/checkin" size="xl" variant="outline" color="white" c="white" style={{ alignSelf: 'flex-start' }}>
        Back to the start
      </Button>
    </Stack>
  );
}
