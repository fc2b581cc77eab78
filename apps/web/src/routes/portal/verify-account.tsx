import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { useVerifyAccount } from '../../features/session/use-verify-account.js';

/** /account/verify/{token}: the link of the account verification mail. */
export default function VerifyAccountPage() {
  const { token } = useParams();
  const verified = useVerifyAccount(token);

  return (
    <Stack align="flex-start" gap="md">
      <PageTitle>Verify your account</PageTitle>
      {verified === null && (
        <Center w="100%">
          <Loader aria-label="Loading" />
        </Center>
      )}
      {verified === true && <Text>Thank you for verifying your account.</Text>}
      {verified === false && <Text>This verification link is invalid or has expired.</Text>}
      {verified !== null && (
        <Button component={Link} to="/user/login">
          Login
        </Button>
      )}
    </Stack>
  );
}
