import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { SubscriptionPayment } from '../../graphql-types.generated.js';
import { PageTitle } from '../../components/page-title.js';
import { BankAccountPanel } from '../../features/bank-account/components/bank-account-panel.js';
import { rememberPurchaseReturn } from '../../features/classpasses/purchase-return.js';
import { usePlaceOrder } from '../../features/checkout/hooks/use-place-order.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { SignUpOrder } from '../../features/shop-subscriptions/components/sign-up-order.js';
import { ShopSubscriptionSignUpDocument } from '../../features/shop-subscriptions/shop-subscriptions.generated.js';
import { useSignUpByDirectDebit } from '../../features/shop-subscriptions/use-sign-up-by-direct-debit.js';
import { useClubToday } from '../../lib/use-club-time.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';

const PAYMENT_LABELS: Record<SubscriptionPayment, string> = {
  CARD: 'Card: pay the first month online now, then each month',
  DIRECT_DEBIT: 'Direct debit: collected from your bank account each month',
};

function SignUp({ id, today }: { id: string; today: string }) {
  const navigate = useNavigate();
  const [dateStart, setDateStart] = useState(today);
  const [payment, setPayment] = useState<SubscriptionPayment>('CARD');
  // An emptied date field asks for the club's today, as the server's default does.
  const { data, error, isPending } = useGraphQLQuery(ShopSubscriptionSignUpDocument, { id, dateStart: dateStart || null });
  const card = usePlaceOrder();
  const directDebit = useSignUpByDirectDebit();
  const signUp = data?.shopSubscriptionSignUp;
  const byDirectDebit = payment === 'DIRECT_DEBIT' && signUp?.paymentOptions.includes('DIRECT_DEBIT') === true;
  const input = { organizationSubscription: id, subscriptionDateStart: signUp?.dateStart ?? null, subscriptionPayment: byDirectDebit ? 'DIRECT_DEBIT' : 'CARD', message: '' } as const;

  const placeOrder = () => {
    if (!byDirectDebit) {
      // Back from the provider's page: the member's subscriptions; cancelled: this sign-up again.
      rememberPurchaseReturn('/shop/my-subscriptions');
      card.placeOrder(input);
      return;
    }
    directDebit.mutate(
      { input },
      { onSuccess: () => void navigate('/shop/my-subscriptions', { state: { signedUp: signUp?.name ?? '' } }) },
    );
  };

  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{signUp ? `Sign up for ${signUp.name}` : 'Sign up'}</PageTitle>
      <TextInput
        type="date"
        label="Start date"
        description="From today up to the first day of the month after next"
        value={dateStart}
        min={today}
        onChange={(event) => setDateStart(event.currentTarget.value)}
        error={error?.message}
      />
      {isPending && <Text>Loading Data...</Text>}
      {signUp && (
        <>
          <SignUpOrder signUp={signUp} />
          <Radio.Group label="How would you like to pay?" value={payment} onChange={(value) => setPayment(value as SubscriptionPayment)}>
            <Stack gap="xs" mt="xs">
              {signUp.paymentOptions.map((option) => (
                <Radio key={option} value={option} label={PAYMENT_LABELS[option]} />
              ))}
            </Stack>
          </Radio.Group>
          {byDirectDebit && !signUp.mandateInForce && (
            <Stack gap="xs">
              <Text>
                To pay by direct debit, sign a mandate here or on the{' '}
                <Anchor component={Link} to="/shop/bank-account">
                  Bank account
                </Anchor>{' '}
                page.
              </Text>
              <BankAccountPanel headingOrder={2} />
            </Stack>
          )}
          {directDebit.error && (
            <Alert color="red" variant="outline" title="Your order could not be placed">
              {directDebit.error.message}
            </Alert>
          )}
          <Button onClick={placeOrder} loading={card.placing || directDebit.isPending} disabled={byDirectDebit && !signUp.mandateInForce} style={{ alignSelf: 'flex-start' }}>
            Place order
          </Button>
        </>
      )}
    </Stack>
  );
}

/** /shop/subscriptions/{id}: signing up for a subscription: start date, the order, how to pay, then the order. */
export default function SubscriptionSignUpPage() {
  const id = useParams().id ?? '';
  const today = useClubToday();
  return <RequireLogin>{today ? <SignUp id={id} today={today} /> : <Text>Loading Data...</Text>}</RequireLogin>;
}
