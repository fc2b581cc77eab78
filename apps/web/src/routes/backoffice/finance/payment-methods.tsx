import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { PAYMENT_METHODS } from '../../../features/finance/finance-setup-kinds.js';
import { FinancePaymentMethodListDocument, type FinancePaymentMethodListQuery } from '../../../features/finance/finance-setup.generated.js';

type Row = FinancePaymentMethodListQuery['financePaymentMethods']['edges'][number]['node'];

export const methodOrigin = (method: { system: boolean }) => (method.system ? 'Built in' : "The club's own");

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name },
  { key: 'system', header: 'Kind', cell: methodOrigin },
];

/** /backoffice/finance/payment-methods: the built-in methods (cash, card at the desk, direct debit …) and the club's own. */
export default function FinancePaymentMethods() {
  return (
    <RecordListPage
      kind={PAYMENT_METHODS}
      document={FinancePaymentMethodListDocument}
      connection={(data) => data.financePaymentMethods}
      columns={COLUMNS}
      empty={<Text>No payment methods of the club's own yet.</Text>}
    />
  );
}
