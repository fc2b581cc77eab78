import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { KioskClassesDocument } from '../../features/checkin/kiosk.generated.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';

const hhmm = (time: string) => time.slice(0, 5);

/** /checkin/locations/:locationId: today's classes at the chosen location, earliest first. */
export default function CheckinClassesPage() {
  const location = useParams().locationId ?? '';
  const { data, isPending, error } = useKioskQuery(KioskClassesDocument, { location });
  return (
    <Stack gap="xl">
      <PageTitle size="3rem">Today's classes</PageTitle>
      {error && <Alert color="red" title="Today's classes could not be loaded">{error.message}. Ask staff at the desk.</Alert>}
      {isPending && <Skeleton height={72} />}
      {data?.kioskClasses.length === 0 && <Text fz={28}>No more classes here today.</Text>}
      {data?.kioskClasses.map((c) => (
        <Button
          key={c.scheduleItemId}
          component={Link}
          to={`/checkin/classes/${encodeURIComponent(c.scheduleItemId)}`}
          size="xl"
          h={80}
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
