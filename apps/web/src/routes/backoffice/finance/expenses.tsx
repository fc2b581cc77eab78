import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { recordHref } from '../../../components/backoffice/record-kind.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { useCanEditRecords } from '../../../components/backoffice/use-record-writes.js';
import { DownloadButton } from '../../../components/download-button.js';
import { PageTitle } from '../../../components/page-title.js';
import { EXPENSES } from '../../../features/finance/expense-kinds.js';
import { expenseColumns } from '../../../features/finance/expense-columns.js';
import { FinanceExpenseChoicesDocument, FinanceExpenseListDocument } from '../../../features/finance/expenses.generated.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const FILTERS = ['dateFrom', 'dateUntil', 'supplier', 'glAccount', 'costCentre'] as const;

/** /backoffice/finance/expenses: the club's expenses, newest first, filtered, with their totals and a CSV for the accountant. */
export default function FinanceExpenses() {
  const list = useListParams();
  const format = useClubFormats();
  const canEdit = useCanEditRecords(EXPENSES);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, list.filter(name)])) as Record<(typeof FILTERS)[number], string | null>;
  const { data, isPending, error } = useGraphQLQuery(FinanceExpenseListDocument, { ...list.window, ...filters });
  const choices = useGraphQLQuery(FinanceExpenseChoicesDocument, {}).data;
  const csvQuery = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null)).toString();
  const totals = data?.financeExpenseTotals;
  const dateFilter = (name: 'dateFrom' | 'dateUntil', label: string) => (
    <TextInput type="date" label={label} value={filters[name] ?? ''} onChange={(event) => list.setFilter(name, event.currentTarget.value || null)} w={180} />
  );
  return (
    <Stack gap="md">
      <PageTitle>Expenses</PageTitle>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          {dateFilter('dateFrom', 'From')}
          {dateFilter('dateUntil', 'Until')}
          <FilterSelect list={list} name="supplier" label="Supplier" allLabel="All suppliers" options={choices?.relationsBusinesses.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? []} />
          <FilterSelect list={list} name="glAccount" label="GL account" allLabel="All GL accounts" options={choices?.financeGlAccounts.edges.map(({ node }) => ({ value: node.id, label: `${node.code} ${node.name}` })) ?? []} />
          <FilterSelect list={list} name="costCentre" label="Cost centre" allLabel="All cost centres" options={choices?.financeCostCentres.edges.map(({ node }) => ({ value: node.id, label: `${node.code} ${node.name}` })) ?? []} />
        </Group>
        <Group>
          <DownloadButton path={`/api/finance/expenses/csv/?${csvQuery}`} fileName="expenses.csv">
            Download CSV
          </DownloadButton>
          {canEdit && (
            <Button component={Link} to={`${EXPENSES.list}/new`}>
              Add expense
            </Button>
          )}
        </Group>
      </Group>
      {totals && (
        <Group gap="lg" aria-label="Totals" role="group">
          <Text>{totals.count === 1 ? '1 expense' : `${totals.count} expenses`}</Text>
          <Text>Net {totals.netAmount}</Text>
          <Text>VAT {totals.vatAmount}</Text>
          <Text fw={600}>Total {totals.total}</Text>
          <Text>Deductible VAT {totals.deductibleVat}</Text>
        </Group>
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
        empty={<Text>{csvQuery ? 'No expense matches these filters.' : 'No expenses yet. Add the first with its supplier and receipt.'}</Text>}
      />
    </Stack>
  );
}
