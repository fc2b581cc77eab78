import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { CardChargesDocument, SavedCardsDocument } from '../saved-cards.generated.js';
import { useRetireSavedCard } from '../use-retire-saved-card.js';

const STATUS_TEXT = { PENDING: 'Pending', CHARGED: 'Charged', DECLINED: 'Declined', FAILED: 'Not reached' } as const;

/**
 * The saved card the subscription months are charged to (the newest), with a button to remove it; for staff
 * (`accountId` given) also the account's charge attempts. The member's own when no account is given.
 */
export function SavedCardsPanel({ accountId, mayRetire, showCharges }: { accountId?: string; mayRetire: boolean; showCharges: boolean }) {
  const variables = accountId ? { account: accountId } : {};
  const cards = useGraphQLQuery(SavedCardsDocument, variables);
  const retire = useRetireSavedCard();
  const own = accountId === undefined;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Saved card
      </Title>
      {cards.error && <Alert color="red">{cards.error.message}</Alert>}
      {cards.data?.financeSavedCards.length === 0 && <Text>No card is saved for the monthly payments.</Text>}
      {cards.data?.financeSavedCards.map((card, i) => (
        <Group key={card.id} justify="space-between">
          <Text>
            {card.label}
            {i === 0 ? ' — charged for the monthly payments' : ''}
          </Text>
          {mayRetire && (
            <Button size="xs" variant="light" color="red" loading={retire.isPending} onClick={() => retire.mutate({ card: card.id })}>
              {own ? 'Remove card' : 'Retire card'}
            </Button>
          )}
        </Group>
      ))}
      {retire.error && <Alert color="red">{retire.error.message}</Alert>}
      {showCharges && <CardCharges variables={variables} />}
    </Stack>
  );
}

function CardCharges({ variables }: { variables: { account?: string } }) {
  const { data, error } = useGraphQLQuery(CardChargesDocument, variables);
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data || data.financeCardCharges.length === 0) return <Text c="dimmed">No card charges yet.</Text>;
  return (
    <Table aria-label="Card charges">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Card</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.financeCardCharges.map((charge) => (
          <Table.Tr key={charge.id}>
            <Table.Td>{charge.invoiceNumber}</Table.Td>
            <Table.Td>{charge.cardLabel}</Table.Td>
            <Table.Td>{charge.amountDisplay}</Table.Td>
            <Table.Td>
              {STATUS_TEXT[charge.status]}
              {charge.reason ? `: ${charge.reason}` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
