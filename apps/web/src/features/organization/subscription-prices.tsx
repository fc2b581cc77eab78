import '@mantine/core/styles/Table.css';
import { Button, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { subscriptionPriceRules } from '@kiai/shared';
import { useState } from 'react';
import { RecordForm, useRecordForm } from '../../components/backoffice/record-form.js';
import { ScrollTable } from '../../components/scroll-table.js';
import { toastDanger } from '../../lib/toast.js';
import { useClubFormats } from '../../lib/use-club-formats.js';
import type { OrganizationSubscriptionPriceRowFragment } from './subscription-products.generated.js';
import { useSubscriptionPriceWrites } from './use-subscription-price-writes.js';

const NO_PRICE = { price: '', dateStart: '', dateEnd: '' };

function AddPriceForm({ subscriptionId }: { subscriptionId: string }) {
  const { add } = useSubscriptionPriceWrites();
  // The end may not be before the start: the rules follow the start as it is typed.
  const [dateStart, setDateStart] = useState('');
  const form = useRecordForm({
    initialValues: NO_PRICE,
    rules: subscriptionPriceRules(dateStart),
    onSubmit: async (values) => {
      await add({ organizationSubscription: subscriptionId, price: values.price, dateStart: values.dateStart, dateEnd: values.dateEnd === '' ? null : values.dateEnd });
      form.setValues(NO_PRICE);
      setDateStart('');
    },
  });
  return (
    <RecordForm form={form} submitLabel="Add price">
      <Title order={3} size="h5">
        Add a price
      </Title>
      <Text size="sm">A price from a later date, with no end, ends the current one the day before.</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Price" required inputMode="decimal" {...form.inputProps('price')} />
        <TextInput
          type="date"
          label="From"
          required
          {...form.inputProps('dateStart')}
          onChange={(event) => {
            form.setValue('dateStart', event.currentTarget.value);
            setDateStart(event.currentTarget.value);
          }}
        />
        <TextInput type="date" label="Until" description="Empty: no end" {...form.inputProps('dateEnd')} />
      </SimpleGrid>
    </RecordForm>
  );
}

/** A subscription's prices over time (the month is billed at the price valid on its first billable day), and adding one. */
export function SubscriptionPrices({ subscriptionId, prices, canEdit }: { subscriptionId: string; prices: readonly OrganizationSubscriptionPriceRowFragment[]; canEdit: boolean }) {
  const format = useClubFormats();
  const { remove } = useSubscriptionPriceWrites();
  const confirmRemove = (price: OrganizationSubscriptionPriceRowFragment) =>
    modals.openConfirmModal({
      title: 'Remove this price?',
      children: `${price.priceDisplay} from ${format.date(price.dateStart)} is removed; issued invoices keep their amounts.`,
      labels: { confirm: 'Remove', cancel: 'Go back' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => remove(price.id).catch((error: Error) => toastDanger(error.message)),
    });
  return (
    <Stack gap="md">
      {prices.length === 0 ? (
        <Text>No prices yet. Add the price from the first day it is sold.</Text>
      ) : (
        <Paper withBorder maw={720}>
          <ScrollTable label="Prices" minWidth={320}>
            <Table aria-label="Prices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Until</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  {canEdit && <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prices.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{format.date(p.dateStart)}</Table.Td>
                    <Table.Td>{p.dateEnd ? format.date(p.dateEnd) : 'No end'}</Table.Td>
                    <Table.Td ta="right">{p.priceDisplay}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(p)} aria-label={`Remove the price from ${format.date(p.dateStart)}`}>
                          Remove
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      {canEdit && <AddPriceForm subscriptionId={subscriptionId} />}
    </Stack>
  );
}
