import '@mantine/core/styles/Table.css';
import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';
import { PageTitle } from '../../../components/page-title.js';
import { ScrollTable } from '../../../components/scroll-table.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { SubscriptionInvoiceRunsDocument, type SubscriptionInvoiceRunsQuery } from '../../../features/subscriptions/subscription-invoice-runs.generated.js';
import { useStartSubscriptionInvoiceRun } from '../../../features/subscriptions/use-start-subscription-invoice-run.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Run = SubscriptionInvoiceRunsQuery['subscriptionInvoiceRuns']['edges'][number]['node'];

const WAITING = new Set(['PENDING', 'STARTED', 'RETRY']);

/** A run's month and result, from the lines its job logs: "Started by … for 2026-03." and "March 2026: … failed." */
function summaryOf(run: Run): { month: string; result: string } {
  const messages = run.log.map((line) => line.message);
  const month = messages.map((m) => /for (\d{4}-\d{2})\.$/.exec(m)?.[1]).find(Boolean) ?? '';
  const result = messages.find((m) => /: \d+ subscription\(s\)/.test(m)) ?? '';
  return { month, result };
}

function RunForm({ today }: { today: string }) {
  const [month, setMonth] = useState(today.slice(0, 7));
  const start = useStartSubscriptionInvoiceRun();
  return (
    <Group gap="sm" align="flex-end" component="form" onSubmit={(event) => (event.preventDefault(), start.mutate({ month }))}>
      <TextInput label="Month" type="month" required value={month} onChange={(event) => setMonth(event.currentTarget.value)} error={start.error?.message} />
      <Button type="submit" loading={start.isPending}>
        Run invoices
      </Button>
    </Group>
  );
}

function RunsTable() {
  const { data, error } = useGraphQLQuery(
    SubscriptionInvoiceRunsDocument,
    {},
    // Read again every 2 s while a run is waiting or working.
    { refetchInterval: (query) => (query.state.data?.subscriptionInvoiceRuns.edges.some((e) => WAITING.has(e.node.status)) ? 2000 : false) },
  );
  const format = useClubFormats();
  if (error) return <Text>The runs could not be read: {error.message}</Text>;
  if (!data) return <Loader aria-label="Loading the invoice runs" />;
  const runs = data.subscriptionInvoiceRuns.edges.map((edge) => edge.node);
  return (
    <ScrollTable label="Invoice runs" minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>Month</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>No invoice runs yet.</Table.Td>
            </Table.Tr>
          )}
          {runs.map((run) => {
            const { month, result } = summaryOf(run);
            return (
              <Table.Tr key={run.id}>
                <Table.Td>{format.dateTime(run.createdAt)}</Table.Td>
                <Table.Td>{month}</Table.Td>
                <Table.Td>{run.status}</Table.Td>
                <Table.Td>
                  <details>
                    <summary>{result || 'Log'}</summary>
                    <ul>
                      {run.log.map((line, index) => (
                        <li key={index}>{line.message}</li>
                      ))}
                    </ul>
                  </details>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function SubscriptionInvoices({ today }: { today: string }) {
  const { user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageTitle>Subscription invoices</PageTitle>
      <Text size="sm">
        A run invoices every subscription running in the month, prorated by its billable days; each subscription month is invoiced once, however often it
        runs. It also starts on its own on the club's run day (Settings → Finance).
      </Text>
      {user && hasStaffPermission(user, 'finance.invoices.issue') && <RunForm today={today} />}
      <RunsTable />
    </Stack>
  );
}

/** /backoffice/finance/subscription-invoices: start a month's subscription invoices and read the runs with their logs. */
export default function SubscriptionInvoicesPage() {
  return (
    <RequirePermission permission="finance.invoices.read">
      <WithClubToday>{(today) => <SubscriptionInvoices today={today} />}</WithClubToday>
    </RequirePermission>
  );
}
