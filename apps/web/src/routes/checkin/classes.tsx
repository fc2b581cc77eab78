import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import type { KioskCheckInByKeyNumberMutation } from '../../features/checkin/cards.generated.js';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { queryClient } from '../../lib/query-client.js';
import { CardReader } from '../../features/checkin/card-reader.js';
import { CheckInOutcomeBanner, queuedText, useCheckInOutcome } from '../../features/checkin/check-in-outcome.js';
import { KioskClassesDocument } from '../../features/checkin/kiosk.generated.js';
import { keyNumberCheckIn } from '../../features/checkin/offline/check-in-request.js';
import { submitCheckIn } from '../../features/checkin/offline/submit-check-in.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';
import { useClubFormats } from '../../lib/use-club-formats.js';

/**
 * /checkin/locations/:locationId: today's classes at the chosen location, earliest first. A member card (the
 * camera's QR code or a key fob) checks its holder in to the class open for check-in here at the scan, through
 * the kiosk's offline queue: kept on the tablet while the server cannot be reached.
 */
export default function CheckinClassesPage() {
  const location = useParams().locationId ?? '';
  const { data, isPending, error } = useKioskQuery(KioskClassesDocument, { location });
  const [outcome, showOutcome] = useCheckInOutcome();
  const formats = useClubFormats();
  const checkInByCard = useCallback(
    async (keyNumber: string) => {
      const sent = await submitCheckIn(keyNumberCheckIn(location, keyNumber));
      if (sent.status === 'refused') return showOutcome({ ok: false, text: sent.message });
      if (sent.status === 'queued') return showOutcome({ ok: true, text: queuedText() });
      // The keyNumber kind's sender answers this mutation's result (send-check-in.ts).
      const { kioskCheckInByKeyNumber: done } = sent.answer as KioskCheckInByKeyNumberMutation;
      showOutcome({ ok: true, text: `Welcome, ${done.displayName}: checked in to ${done.class.classtype} ${formats.time(done.class.timeStart)}` });
      await queryClient.invalidateQueries({ queryKey: ['kiosk', 'KioskClassList'] });
    },
    [location, showOutcome, formats],
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
          {formats.time(c.timeStart)}–{formats.time(c.timeEnd)} {c.classtype} · {c.room}
        </Button>
      ))}
      <Button component={Link} to="/checkin" size="xl" variant="outline" color="white" c="white" style={{ alignSelf: 'flex-start' }}>
        Back to the start
      </Button>
    </Stack>
  );
}
