import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';

/** A signed-in member in a staff area: say so, and lead back to the member portal. */
export function NoAccessNotice({ area }: { area: string }) {
  return (
    <Stack align="flex-start" gap="md">
      <PageTitle>No access</PageTitle>
      <Text>{area} is for the club's staff. Your account has no access to it.</Text>
      <Button component={Link} to="/book-your-spot">
        Go to the schedule
      </Button>
    </Stack>
  );
}
