// The portal's bundle carries only the CSS of the components it uses (main.tsx); invoice pages add theirs.
import '@mantine/core/styles/Table.css';
import { Group, Stack, Table, Text } from '@mantine/core';
import type { FinanceInvoiceQuery } from '../invoices.generated.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { ScrollTable } from '../../../components/scroll-table.js';

type Invoice = FinanceInvoiceQuery['financeInvoice'];

/** '21.000' → '21%': the tax rate as the invoice PDF prints it (string edits, no float arithmetic on money data). */
const percentage = (value: string) => `${value.includes('.') ? value.replace(/\.?0+$/, '') : value}%`;

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" w="100%" maw={320}>
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined}>{value}</Text>
    </Group>
  );
}

/** Below this breakpoint (a phone) quantity and price go under the product, so the lines fit 360 px without scrolling. */
const WIDE = 'xs';

/**
 * An invoice's lines with their tax, the base and tax per rate (the server's sums), then subtotal, tax, total, paid
 * and balance, in the club's price format.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const format = useClubFormats();
  return (
    <Stack gap="md">
      <ScrollTable label="Invoice lines" minWidth={280}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th visibleFrom={WIDE}>Quantity</Table.Th>
              <Table.Th visibleFrom={WIDE} ta="right">
                Price
              </Table.Th>
              <Table.Th>Tax</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.items.edges.map(({ node: item }) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.productName}
                  {item.description && (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  )}
                  <Text size="xs" hiddenFrom={WIDE}>
                    {format.quantity(item.quantity)} × {format.money(item.price)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom={WIDE}>{format.quantity(item.quantity)}</Table.Td>
                <Table.Td visibleFrom={WIDE} ta="right">
                  {format.money(item.price)}
                </Table.Td>
                <Table.Td>{percentage(item.taxPercentage)}</Table.Td>
                <Table.Td ta="right">{format.money(item.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {invoice.taxRates.length > 0 && (
        <ScrollTable label="Tax per rate" minWidth={280}>
          {/* Four columns of amounts: a smaller font and narrower gaps let them fit a 360 px phone. */}
          <Table verticalSpacing="xs" horizontalSpacing={6} fz="sm">
            <Table.Caption>Tax per rate</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rate</Table.Th>
                <Table.Th ta="right">Base</Table.Th>
                <Table.Th ta="right">Tax</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.taxRates.map((rate) => (
                <Table.Tr key={`${rate.percentageDisplay} ${rate.rateType}`}>
                  <Table.Td>
                    {rate.percentageDisplay} {rate.rateType === 'IN' ? '(included)' : '(on top)'}
                  </Table.Td>
                  <Table.Td ta="right">{format.money(rate.subtotal)}</Table.Td>
                  <Table.Td ta="right">{format.money(rate.tax)}</Table.Td>
                  <Table.Td ta="right">{format.money(rate.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Stack gap={4} align="flex-end">
        <Total label="Subtotal" value={format.money(invoice.subtotal)} />
        <Total label="Tax" value={format.money(invoice.tax)} />
        <Total label="Total" value={format.money(invoice.total)} strong />
        <Total label="Paid" value={format.money(invoice.paid)} />
        <Total label="Balance" value={format.money(invoice.balance)} strong />
      </Stack>
      {invoice.payments.length > 0 && (
        <Stack gap={4}>
          <Text fw={700}>Payments</Text>
          {invoice.payments.map((payment) => (
            <Text key={payment.id} size="sm">
              {format.date(payment.date)}: {format.money(payment.amount)} ({payment.paymentMethod})
            </Text>
          ))}
        </Stack>
      )}
      {invoice.terms && <Text size="sm">{invoice.terms}</Text>}
      {invoice.footer && (
        <Text size="xs" c="dimmed">
          {invoice.footer}
        </Text>
      )}
    </Stack>
  );
}
