import '@mantine/core/styles/Table.css';
import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { PageTitle } from '../../../components/page-title.js';
import { ScrollTable } from '../../../components/scroll-table.js';
import { FinanceTaxSummaryDocument } from '../../../features/finance/tax-summary.generated.js';
import { downloadFile } from '../../../lib/download-file.js';
import { toastDanger } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { useQueryParams } from '../../../lib/use-query-params.js';

interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The last day of a month (month 1–12), by the calendar: day 0 of the next month. */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month, quarter or year a date lies in, as from/to dates. */
function periodAround(date: string, kind: 'month' | 'quarter' | 'year'): Period {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = kind === 'month' ? month : kind === 'quarter' ? month - ((month - 1) % 3) : 1;
  const last = kind === 'month' ? month : kind === 'quarter' ? first + 2 : 12;
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay(year, last))}` };
}

/** The period of the page's query (?from=…&to=…), the club's current month by default. */
function usePeriod(today: string): [Period, (period: Period) => void] {
  const [query, setQuery] = useQueryParams();
  const month = periodAround(today, 'month');
  const period = { from: query.get('from') ?? month.from, to: query.get('to') ?? month.to };
  const setPeriod = (next: Period) =>
    setQuery((current) => {
      current.set('from', next.from);
      current.set('to', next.to);
      return current;
    });
  return [period, setPeriod];
}

function CsvButton({ period }: { period: Period }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadFile(`/api/finance/tax-summary/csv/?dateFrom=${period.from}&dateTo=${period.to}`, `tax-summary-${period.from}-${period.to}.csv`)
      .catch((error: unknown) => toastDanger(`The CSV could not be downloaded: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => setDownloading(false));
  };
  return (
    <Button variant="light" loading={downloading} onClick={download}>
      Download CSV
    </Button>
  );
}

/** The summary of one period: a row per tax rate (base, tax, total) and the totals. */
function SummaryTable({ period }: { period: Period }) {
  const { data, error } = useGraphQLQuery(FinanceTaxSummaryDocument, { dateFrom: period.from, dateTo: period.to });
  const format = useClubFormats();
  if (error) return <Text>The tax summary could not be read: {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading the tax summary" />;
  const summary = data.financeTaxSummary;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Issued invoices and credit notes dated {format.date(summary.dateFrom)} to {format.date(summary.dateTo)}, from their stored line amounts.
      </Text>
      <ScrollTable label="Tax per rate" minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tax rate</Table.Th>
              <Table.Th>Base</Table.Th>
              <Table.Th>Tax</Table.Th>
              <Table.Th>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.rates.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>No issued invoices in this period.</Table.Td>
              </Table.Tr>
            )}
            {summary.rates.map((rate) => (
              <Table.Tr key={`${rate.percentage}-${rate.rateType}`}>
                <Table.Td>
                  {rate.percentageDisplay} {rate.rateType === 'IN' ? 'included' : 'excluded'}
                </Table.Td>
                <Table.Td>{rate.amounts.baseDisplay}</Table.Td>
                <Table.Td>{rate.amounts.taxDisplay}</Table.Td>
                <Table.Td>{rate.amounts.totalDisplay}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td fw={700}>{summary.totals.baseDisplay}</Table.Td>
              <Table.Td fw={700}>{summary.totals.taxDisplay}</Table.Td>
              <Table.Td fw={700}>{summary.totals.totalDisplay}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

function TaxSummary({ today }: { today: string }) {
  const [period, setPeriod] = usePeriod(today);
  const [draft, setDraft] = useState(period);
  const choose = (kind: 'month' | 'quarter' | 'year') => {
    const next = periodAround(draft.from || today, kind);
    setDraft(next);
    setPeriod(next);
  };
  return (
    <Stack gap="md">
      <PageTitle>Tax summary</PageTitle>
      <Group gap="sm" align="flex-end" component="form" onSubmit={(event) => (event.preventDefault(), setPeriod(draft))}>
        <TextInput label="From" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
        <TextInput label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} />
        <Button type="submit">Show</Button>
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={() => choose('month')}>
          Month
        </Button>
        <Button variant="default" onClick={() => choose('quarter')}>
          Quarter
        </Button>
        <Button variant="default" onClick={() => choose('year')}>
          Year
        </Button>
        <CsvButton period={period} />
      </Group>
      <SummaryTable period={period} />
    </Stack>
  );
}

/** /backoffice/finance/tax-summary: base and tax per rate for a period (a month, a quarter, a year), with a CSV. */
export default function TaxSummaryPage() {
  return (
    <RequirePermission permission="finance.tax.view">
      <WithClubToday>{(today) => <TaxSummary today={today} />}</WithClubToday>
    </RequirePermission>
  );
}
