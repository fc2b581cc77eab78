import { Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/page-title.js';
import { RequireLogin } from '../../features/session/require-login.js';

// The mandate's form (inputs, checkbox, alerts: some 25 chunks) is a chunk of its own, so the page's heading and text
// paint once the page's few chunks are in, not behind the form's on a phone's connection (bench/web). The router's
// preload asks for it beside the page, so the form does not come later than with the page.
const BankAccountPanel = lazy(() =>
  import('../../features/bank-account/components/bank-account-panel.js').then(({ BankAccountPanel }) => ({ default: BankAccountPanel })),
);

/** /shop/bank-account: the member's direct debit mandate: sign one online, or see and cancel the one in force. */
export default function BankAccountPage() {
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>Bank account</PageTitle>
      {/* Outside the sign-in check: the page's largest text is painted with the page, not after the session is read. */}
      <Text>Subscriptions paid by direct debit are collected from the bank account of your mandate.</Text>
      <RequireLogin>
        <Suspense fallback={null}>
          <BankAccountPanel headingOrder={2} />
        </Suspense>
      </RequireLogin>
    </Stack>
  );
}
