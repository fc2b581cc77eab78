import { Anchor, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { completeSignIn } from '../../features/session/complete-sign-in.js';
import { useRegister } from '../../features/session/use-auth-forms.js';
import { toastDanger, toastSuccess } from '../../lib/toast.js';
import { navigateAfterDelay } from '../../lib/navigation.js';
import { FormSubmit } from '../../components/form-submit.js';

const EMPTY = { firstName: '', lastName: '', email: '', password1: '', password2: '' };

export default function RegisterPage() {
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const registerMutation = useRegister();
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.currentTarget.value }),
  });

  // Spec section 5: no client-side checks; the server's first error is shown as '{field}: {message}'.
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { register } = await registerMutation.mutateAsync(values);
      const firstError = register?.errors[0];
      if (register?.success && register.authData) return await completeSignIn(register.authData);
      if (register?.success) {
        // Nothing to sign in with: the account exists already or must be verified first; the mail says which.
        toastSuccess('Check your inbox!');
        return navigateAfterDelay('/user/login');
      }
      toastDanger(firstError ? `${firstError.field}: ${firstError.message}` : 'Error');
    } catch (error) {
      toastDanger(error instanceof Error ? error.message : String(error));
    }
    setSubmitting(false);
  }

  return (
    <Stack maw={560} mx="auto" gap="md">
      <PageTitle>Create new account</PageTitle>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
              <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
            </SimpleGrid>
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <PasswordInput label="Password" autoComplete="new-password" {...field('password1')} />
            <PasswordInput label="Confirm password" autoComplete="new-password" {...field('password2')} />
            <FormSubmit label="Register" submitting={submitting} />
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/user/login">
          Login
        </Anchor>
      </Text>
    </Stack>
  );
}
