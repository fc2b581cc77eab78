import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { KioskLocationsDocument } from '../../features/checkin/kiosk.generated.js';
import { useKioskQuery } from '../../features/checkin/use-kiosk.js';

/** /checkin on a paired kiosk: choose the location the tablet stands in. */
export default function CheckinStartPage() {
  const { data, isPending, error } = useKioskQuery(KioskLocationsDocument, {});
  return (
    <Stack gap="xl">
      <PageTitle size="3rem">Self check-in</PageTitle>
      <Text fz={28}>Where are you?</Text>
      {error && <Alert color="red" title="The locations could not be loaded">{error.message}. Ask staff at the desk.</Alert>}
      {isPending && <Skeleton height={72} />}
      {data?.kioskLocations.length === 0 && <Text fz={28}>This club has no locations yet. Ask staff at the desk.</Text>}
      {data?.kioskLocations.map((location) => (
        <Button key={location.id} component={Link} to={`/checkin/locations/${encodeURIComponent(location.id)}`} size="xl" mih={72} color="white" c="black" fz={28} justify="flex-start">
          {location.name}
        </Button>
      ))}
    </Stack>
  );
}
