import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Divider, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PaymentTestCheckoutOutcome, PaymentTestCheckoutQuery } from '../payments.generated.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';

type Checkout = PaymentTestCheckoutQuery['paymentTestCheckout'];

const OTHER_OUTCOMES: { outcome: PaymentTestCheckoutOutcome; label: string }[] = [
  { outcome: 'DECLINE', label: 'Card declined' },
  { outcome: 'DELAYED_PAID', label: 'Delayed, then paid' },
  { outcome: 'DELAYED_FAILED', label: 'Delayed, then failed' },
  // paid, but a refund of it (an order that cannot be delivered) is refused: the back office's path for staff
  { outcome: 'PAY_REFUND_REFUSED', label: 'Paid, refund refused' },
];

/** Stripe's test cards: the first pays its later monthly charges, the second is kept but declines them. */
const TEST_CARDS = [
  { value: '4242 4242 4242 4242', label: '4242 4242 4242 4242 (monthly charges pay)' },
  { value: '4000 0000 0000 0341', label: '4000 0000 0000 0341 (monthly charges are declined)' },
];

/** A hosted checkout's look: what is paid for, the total, Pay and Cancel, and the test provider's other outcomes. */
export function TestCheckoutCard(props: {
  clubName: string;
  checkout: Checkout;
  choosing: boolean;
  message: string | null;
  onChoose: (outcome: PaymentTestCheckoutOutcome, cardNumber: string | null) => void;
}) {
  const { checkout, choosing } = props;
  const format = useClubFormats();
  const [cardNumber, setCardNumber] = useState(TEST_CARDS[0]!.value);
  const onChoose = (outcome: PaymentTestCheckoutOutcome) => props.onChoose(outcome, checkout.keepsCard ? cardNumber : null);
  return (
    <Paper withBorder shadow="sm" radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{props.clubName}</Text>
          <Badge color="orange" size="lg" variant="filled">
            TEST MODE
          </Badge>
        </Group>
        <Alert color="orange" variant="light" title="Test payment">
          This is the built-in test checkout: no card is charged and no money moves.
        </Alert>
        <Title order={2} size="h3">
          {checkout.title}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {checkout.items.map((item, i) => (
              <Table.Tr key={i}>
                <Table.Td>{item.productName}</Table.Td>
                <Table.Td>{format.quantity(item.quantity)}</Table.Td>
                <Table.Td ta="right">{format.money(item.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>Total due</Text>
          <Text fw={700}>{format.money(checkout.amount)}</Text>
        </Group>
        {props.message && (
          <Alert color="red" role="alert">
            {props.message}
          </Alert>
        )}
        {checkout.open ? (
          <>
            {checkout.keepsCard && (
              <>
                <Text>Your card will be kept for the monthly payments of your subscription.</Text>
                <NativeSelect label="Card number" data={TEST_CARDS} value={cardNumber} onChange={(event) => setCardNumber(event.currentTarget.value)} />
              </>
            )}
            <Button size="md" onClick={() => onChoose('PAY')} loading={choosing} fullWidth>
              Pay {format.money(checkout.amount)}
            </Button>
            <Button variant="default" onClick={() => onChoose('CANCEL')} disabled={choosing} fullWidth>
              Cancel and return
            </Button>
            <Divider label="Other test outcomes" labelPosition="center" />
            {/* Two a row (one on a phone): four in a row cut their labels off. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {OTHER_OUTCOMES.map(({ outcome, label }) => (
                <Button key={outcome} variant="light" color="gray" onClick={() => onChoose(outcome)} disabled={choosing}>
                  {label}
                </Button>
              ))}
            </SimpleGrid>
          </>
        ) : (
          <Text>This checkout is complete.</Text>
        )}
      </Stack>
    </Paper>
  );
}
