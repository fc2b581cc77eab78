import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Box, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { GraphQLRequestError } from '../../../lib/graphql-client.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useCancelMyDirectDebitMandate, useSignMyDirectDebitMandate } from '../use-bank-account-writes.js';
import { useMyDirectDebitMandate } from '../use-my-direct-debit-mandate.js';

/**
 * The member's direct debit (shop → Bank account, and inline in a subscription sign-up): the mandate in force with the
 * masked IBAN and a way to cancel it, or the form to sign one: IBAN, holder, BIC (optional), the mandate's full text
 * and "I agree to this mandate". `headingOrder` keeps the page's heading levels in order wherever it is shown.
 */
export function BankAccountPanel({ headingOrder }: { headingOrder: 2 | 3 }) {
  const { data, isPending, error } = useMyDirectDebitMandate();
  const cancel = useCancelMyDirectDebitMandate();
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Alert color="red" variant="outline" title="Error loading your bank account :(">{error.message}</Alert>;
  const direct = data.myDirectDebitMandate;
  if (!direct.offered) return <Text>This club does not collect by direct debit.</Text>;
  if (direct.mandate) {
    const mandate = direct.mandate;
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={headingOrder} size="h4">
            Mandate in force
          </Title>
          <Text>Reference: {mandate.reference}</Text>
          {direct.bankAccount && (
            <>
              <Text>Account holder: {direct.bankAccount.holder}</Text>
              <Text>IBAN: {direct.bankAccount.ibanMasked}</Text>
            </>
          )}
          <Group>
            <Button
              variant="outline"
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ input: { mandate: mandate.id } }, { onSuccess: () => toastSuccess('Your mandate is cancelled.') })}
            >
              Cancel mandate
            </Button>
          </Group>
          {cancel.error && <Text c="red">{cancel.error.message}</Text>}
        </Stack>
      </Paper>
    );
  }
  return <SignMandateForm mandateText={direct.mandateText ?? ''} creditorName={direct.creditorName ?? ''} headingOrder={headingOrder} />;
}

function SignMandateForm({ mandateText, creditorName, headingOrder }: { mandateText: string; creditorName: string; headingOrder: 2 | 3 }) {
  const sign = useSignMyDirectDebitMandate();
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [bic, setBic] = useState('');
  const [agreed, setAgreed] = useState(false);
  const fields = sign.error instanceof GraphQLRequestError ? sign.error.fields : {};
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    sign.mutate({ input: { iban, holder, bic, agreed, mandateText } }, { onSuccess: () => toastSuccess('Your mandate is signed.') });
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-label="Sign a direct debit mandate">
      <Stack gap="sm">
        <Title order={headingOrder} size="h4">
          Sign a direct debit mandate
        </Title>
        <Text size="sm">{creditorName} collects by SEPA direct debit from this bank account.</Text>
        <TextInput label="IBAN" required value={iban} onChange={(e) => setIban(e.currentTarget.value)} error={fields.iban} autoComplete="off" />
        <TextInput label="Account holder" required value={holder} onChange={(e) => setHolder(e.currentTarget.value)} error={fields.holder} autoComplete="name" />
        <TextInput label="BIC (optional)" value={bic} onChange={(e) => setBic(e.currentTarget.value)} error={fields.bic} autoComplete="off" />
        <Text fw={600} id="mandate-text-label">
          The mandate
        </Text>
        {/* A region of its own that scrolls by keyboard too (focusable), so a long text never hides the form. */}
        <Box role="region" aria-labelledby="mandate-text-label" tabIndex={0} mah={240} style={{ overflowY: 'auto' }}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="mandate-text">
            {mandateText}
          </Text>
        </Box>
        <Checkbox label="I agree to this mandate" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} error={fields.agreed} />
        {sign.error && Object.keys(fields).length === 0 && <Text c="red">{sign.error.message}</Text>}
        <Group>
          <Button type="submit" loading={sign.isPending}>
            Sign mandate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
