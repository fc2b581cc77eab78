import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { firstServerError } from '../../features/session/first-server-error.js';
import { usePasswordReset } from '../../features/session/use-auth-forms.js';
import { toastDanger } from '../../lib/toast.js';
import { FormSubmit } from '../../components/form-submit.js';

const REQUIRED = 'This field is required';
const MISMATCH = 'The passwords do not match';

type Values = { newPassword1: string; newPassword2: string };

/** Spec section 5: both fields required and equal; anything else is the server's to judge. */
function validate({ newPassword1, newPassword2 }: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!newPassword1) errors.newPassword1 = REQUIRED;
  if (!newPassword2) errors.newPassword2 = REQUIRED;
  else if (newPassword1 && newPassword1 !== newPassword2) errors.newPassword2 = MISMATCH;
  return errors;
}

export default function PasswordResetPage() {
  const { token } = useParams();
  const [values, setValues] = useState<Values>({ newPassword1: '', newPassword2: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const resetMutation = usePasswordReset();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!token || Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { passwordReset } = await resetMutation.mutateAsync({ token, ...values });
      if (passwordReset?.success) return setDone(true);
      toastDanger(firstServerError(passwordReset?.errors));
    } catch (error) {
      toastDanger(error instanceof Error ? error.message : String(error));
    }
    setSubmitting(false);
  }

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.currentTarget.value }),
  });

  return (
    <Stack maw={420} mx="auto" gap="md">
      <PageTitle>Reset your password</PageTitle>
      <Paper withBorder p="lg">
        {done ? (
          <Stack gap="md" align="flex-start">
            <Text>Password successfully reset. You can now log in.</Text>
            <Button component={Link} to="/user/login">
              Login
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <PasswordInput label="New password" autoComplete="new-password" {...field('newPassword1')} />
              <PasswordInput label="Confirm password" autoComplete="new-password" {...field('newPassword2')} />
              <FormSubmit label="Reset Password" submitting={submitting} />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
