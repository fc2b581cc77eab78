import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { BankAccountPanel } from '../../features/bank-account/components/bank-account-panel.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /shop/bank-account: the member's direct debit mandate: sign one online, or see and cancel the one in force. */
export default function BankAccountPage() {
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>Bank account</PageTitle>
      {/* Outside the sign-in check: the page's largest text is painted with the page, not after the session is read. */}
      <Text>Subscriptions paid by direct debit are collected from the bank account of your mandate.</Text>
      <RequireLogin>
        <BankAccountPanel headingOrder={2} />
      </RequireLogin>
    </Stack>
  );
}
