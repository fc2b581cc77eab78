import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { VerifyAccountDocument } from '../../features/session/auth-forms.generated.js';
import { graphqlRequest } from '../../lib/graphql-client.js';

// A verification token works once: a page shown twice (React's strict mode, back button) must not spend it twice.
const verifications = new Map<string, Promise<boolean>>();

function verify(token: string): Promise<boolean> {
  let result = verifications.get(token);
  if (!result) {
    result = graphqlRequest(VerifyAccountDocument, { token }).then(
      ({ verifyAccount }) => verifyAccount?.success ?? false,
      () => false,
    );
    verifications.set(token, result);
  }
  return result;
}

/** /account/verify/{token}: the link of the account verification mail. */
export default function VerifyAccountPage() {
  const { token } = useParams();
  const [verified, setVerified] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    if (!token) return setVerified(false);
    void verify(token).then((success) => current && setVerified(success));
    return () => {
      current = false;
    };
  }, [token]);

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
