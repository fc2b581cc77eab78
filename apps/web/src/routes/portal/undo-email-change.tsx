import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { firstServerError } from '../../features/session/first-server-error.js';
import { useUndoEmailChange } from '../../features/session/use-auth-forms.js';

type Outcome = { undone: true } | { undone: false; message: string };

/**
 * /account/undo-email-change/{token}: the link mailed to an account's old address when staff change its email.
 * It asks before undoing: a mail scanner that opens links must not undo a change the owner asked for.
 */
export default function UndoEmailChangePage() {
  const { token = '' } = useParams();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const undoMutation = useUndoEmailChange();

  async function undo() {
    setSubmitting(true);
    try {
      const { undoEmailChange } = await undoMutation.mutateAsync({ token });
      setOutcome(undoEmailChange?.success ? { undone: true } : { undone: false, message: firstServerError(undoEmailChange?.errors) });
    } catch (error) {
      setOutcome({ undone: false, message: error instanceof Error ? error.message : String(error) });
    }
    setSubmitting(false);
  }

  return (
    <Stack maw={520} mx="auto" gap="md">
      <PageTitle>Undo the email change</PageTitle>
      <Paper withBorder p="lg">
        <Stack gap="md" align="flex-start">
          {outcome?.undone ? (
            <Text>
              The address this link was sent to is your sign-in email again, and everyone was signed out of your account. Check your inbox: we have sent you a
              link to choose a new password.
            </Text>
          ) : (
            <>
              <Text>
                The sign-in email of your account was changed. If you did not ask for this, undo it: the address this link was sent to becomes your sign-in
                email again, everyone is signed out of your account and its password is removed. We then mail you a link to choose a new one.
              </Text>
              {outcome && (
                <Text c="red.8" role="alert">
                  {outcome.message}
                </Text>
              )}
              <Button loading={submitting} onClick={() => void undo()}>
                Undo the change
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
