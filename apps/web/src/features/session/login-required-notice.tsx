import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';

/** 'Login Required' with the way to sign in (spec section 6). */
export function LoginRequiredNotice() {
  return (
    <Stack align="flex-start" gap="md">
      <PageTitle>Login Required</PageTitle>
      <Text>You need to be logged in to view this page.</Text>
      <Button component={Link} to="/user/login">
        Login
      </Button>
    </Stack>
  );
}
