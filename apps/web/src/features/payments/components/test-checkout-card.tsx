import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentTestCheckoutOutcome, PaymentTestCheckoutQuery } from '../payments.generated.js';

type Checkout = PaymentTestCheckoutQuery['paymentTestCheckout'];

const OTHER_OUTCOMES: { outcome: PaymentTestCheckoutOutcome; label: string }[] = [
  { outcome: 'DECLINE', label: 'Card declined' },
  { outcome: 'DELAYED_PAID', label: 'Delayed, then paid' },
  { outcome: 'DELAYED_FAILED', label: 'Delayed, then failed' },
  // paid, but a refund of it (an order that cannot be delivered) is refused: the back office's path for staff
  { outcome: 'PAY_REFUND_REFUSED', label: 'Paid, refund refused' },
];

/** A hosted checkout's look: what is paid for, the total, Pay and Cancel, and the test provider's other outcomes. */
export function TestCheckoutCard(props: {
  clubName: string;
  checkout: Checkout;
  choosing: boolean;
  message: string | null;
  onChoose: (outcome: PaymentTestCheckoutOutcome) => void;
}) {
  const { checkout, choosing, onChoose } = props;
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
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td ta="right">{item.totalDisplay}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>Total due</Text>
          <Text fw={700}>{checkout.amountDisplay}</Text>
        </Group>
        {props.message && (
          <Alert color="red" role="alert">
            {props.message}
          </Alert>
        )}
        {checkout.open ? (
          <>
            <Button size="md" onClick={() => onChoose('PAY')} loading={choosing} fullWidth>
              Pay {checkout.amountDisplay}
            </Button>
            <Button variant="default" onClick={() => onChoose('CANCEL')} disabled={choosing} fullWidth>
              Cancel and return
            </Button>
            <Divider label="Other test outcomes" labelPosition="center" />
            <Group grow>
              {OTHER_OUTCOMES.map(({ outcome, label }) => (
                <Button key={outcome} variant="light" color="gray" onClick={() => onChoose(outcome)} disabled={choosing}>
                  {label}
                </Button>
              ))}
            </Group>
          </>
        ) : (
          <Text>This checkout is complete.</Text>
        )}
      </Stack>
    </Paper>
  );
}
