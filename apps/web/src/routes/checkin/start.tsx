import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';

/** /checkin: the kiosk's start screen. Checking in is not built yet, and the screen says so. */
export default function CheckinStartPage() {
  return (
    <Stack gap="xl" align="flex-start">
      <PageTitle size="3rem">Self check-in</PageTitle>
      <Text fz={28}>Checking in is not built yet: members cannot check in for a class on this screen yet.</Text>
      <Button component={Link} to="/book-your-spot" size="xl" color="white" c="black">
        Go to the member portal
      </Button>
    </Stack>
  );
}
