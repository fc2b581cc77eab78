import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';

export default function SessionExpiredPage() {
  return (
    <Stack align="flex-start" gap="md">
      <PageTitle>Session expired</PageTitle>
      <Text>Your session has expired. Please sign in again.</Text>
      <Button component={Link} to="/user/login">
        Login
      </Button>
    </Stack>
  );
}
