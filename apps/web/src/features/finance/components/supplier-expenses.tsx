import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/backoffice/data-table.js';
import { recordHref } from '../../../components/backoffice/record-kind.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { expenseColumns } from '../expense-columns.js';
import { EXPENSES } from '../expense-kinds.js';
import { FinanceExpenseListDocument } from '../expenses.generated.js';

/** A business relation's Expenses tab: what the club bought from it, newest first, with the total. */
export function SupplierExpenses({ supplierId }: { supplierId: string }) {
  const list = useListParams('expenses');
  const format = useClubFormats();
  const { data, isPending, error } = useGraphQLQuery(FinanceExpenseListDocument, { ...list.window, supplier: supplierId });
  const totals = data?.financeExpenseTotals;
  return (
    <Stack gap="sm">
      {totals && totals.count > 0 && (
        <Text>
          {totals.count === 1 ? '1 expense' : `${totals.count} expenses`}, total {totals.total}.{' '}
          <Anchor component={Link} to={`${EXPENSES.list}?supplier=${encodeURIComponent(supplierId)}`}>
            Filter and export them under Finance → Expenses
          </Anchor>
        </Text>
      )}
      <DataTable
        label="expenses"
        list={list}
        columns={expenseColumns(format)}
        rows={data?.financeExpenses.edges.map((edge) => edge.node)}
        rowKey={(e) => e.id}
        rowHref={(e) => recordHref(EXPENSES, e.id)}
        loading={isPending}
        error={error}
        pageInfo={data?.financeExpenses.pageInfo}
        empty={<Text>No expenses from this business yet.</Text>}
      />
    </Stack>
  );
}
