import { Anchor, Button, Divider, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { completeSignIn } from '../../features/session/complete-sign-in.js';
import { GoogleSignInButton } from '../../features/session/google-sign-in-button.js';
import { useTokenAuth } from '../../features/session/use-auth-forms.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { usePortalConfig } from '../../lib/portal-config.js';
import { toastDanger } from '../../lib/toast.js';

export default function LoginPage() {
  const config = usePortalConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const tokenAuthMutation = useTokenAuth();

  // Spec section 5: no client-side checks; the server decides.
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { tokenAuth } = await tokenAuthMutation.mutateAsync({ username: email, password });
      // The contract answers a refused login with an error, so no auth data without one is a server fault.
      if (!tokenAuth) throw new Error('tokenAuth answered without auth data');
      await completeSignIn(tokenAuth);
    } catch (error) {
      // A refused login is 'wrong email, password'; server faults and network errors are logged only (spec section 8).
      if (error instanceof GraphQLRequestError && error.code === 'TOO_MANY_ATTEMPTS') toastDanger(error.message);
      else if (error instanceof GraphQLRequestError && error.code !== 'INTERNAL_SERVER_ERROR') toastDanger('wrong email, password');
      setSubmitting(false);
    }
  }

  return (
    <Stack maw={420} mx="auto" gap="md">
      <PageTitle>Welcome back</PageTitle>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <Group justify="space-between">
              <Anchor component={Link} to="/user/forgot-password" size="sm">
                Forgot password?
              </Anchor>
              <Button type="submit" loading={submitting}>
                Login
              </Button>
            </Group>
          </Stack>
        </form>
        {config?.googleClientId && (
          <>
            <Divider my="md" label="or" labelPosition="center" />
            <Group justify="center">
              <GoogleSignInButton clientId={config.googleClientId} />
            </Group>
          </>
        )}
      </Paper>
      <Text size="sm" ta="center">
        No account yet?{' '}
        <Anchor component={Link} to="/register">
          Create new account
        </Anchor>
      </Text>
    </Stack>
  );
}
