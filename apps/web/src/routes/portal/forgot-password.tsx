import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PageTitle } from '../../components/page-title.js';
import { useSendPasswordResetEmail } from '../../features/session/use-auth-forms.js';
import { toastDanger, toastSuccess } from '../../lib/toast.js';
import { FormSubmit } from '../../components/form-submit.js';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const sendMutation = useSendPasswordResetEmail();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const { sendPasswordResetEmail } = await sendMutation.mutateAsync({ email });
      if (sendPasswordResetEmail?.success) {
        setSent(true);
        toastSuccess('Check your inbox!');
        return;
      }
    } catch {
      // Logged by the client; the member sees the same 'Error' as for an unsuccessful answer.
    }
    toastDanger('Error');
    setSubmitting(false);
  }

  return (
    <Stack maw={420} mx="auto" gap="md">
      <PageTitle>Forgot your password?</PageTitle>
      <Paper withBorder p="lg">
        {sent ? (
          <Text>We've sent you an email with instructions to reset your password.</Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput label="Enter your email address" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
              <FormSubmit label="Submit" submitting={submitting} />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
