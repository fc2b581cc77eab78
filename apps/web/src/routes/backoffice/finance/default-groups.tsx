import '@mantine/core/styles/Table.css';
import { Alert, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { PageTitle } from '../../../components/page-title.js';
import { ScrollTable } from '../../../components/scroll-table.js';
import {
  FinanceInvoiceGroupDefaultsDocument,
  SetFinanceInvoiceGroupDefaultDocument,
  type FinanceInvoiceGroupDefaultRowFragment,
} from '../../../features/finance/finance-setup.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { toastDanger, toastSuccess } from '../../../lib/toast.js';
import { useGraphQLMutation } from '../../../lib/use-graphql-mutation.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const NO_GROUP = '';

function DefaultGroupSelect({ row, groups, canEdit }: { row: FinanceInvoiceGroupDefaultRowFragment; groups: { value: string; label: string }[]; canEdit: boolean }) {
  const set = useGraphQLMutation(SetFinanceInvoiceGroupDefaultDocument, { invalidates: [FinanceInvoiceGroupDefaultsDocument] });
  // The choice shows at once; the server's answer (and its set-up error, if any) follows.
  const [chosen, setChosen] = useState<string | null>(null);
  const change = async (group: string) => {
    setChosen(group);
    try {
      await set.mutateAsync({ saleKind: row.saleKind, group: group === NO_GROUP ? null : group });
      toastSuccess(`Default group for ${row.label.toLowerCase()} saved`);
    } catch (error) {
      toastDanger(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setChosen(null);
    }
  };
  return (
    <NativeSelect
      aria-label={`Invoice group for ${row.label.toLowerCase()}`}
      data={[{ value: NO_GROUP, label: 'No group' }, ...groups]}
      value={chosen ?? row.group?.id ?? NO_GROUP}
      disabled={!canEdit || set.isPending}
      error={row.setupError}
      onChange={(event) => void change(event.currentTarget.value)}
    />
  );
}

/**
 * /backoffice/finance/default-groups: the invoice group each kind of sale is invoiced in. A kind without one
 * shows the set-up error its sale would be refused with, so the manager sees what to fix before anything is sold.
 */
export default function FinanceDefaultGroups() {
  const { user } = useCurrentUser();
  const canEdit = user !== null && hasStaffPermission(user, 'finance.setup.edit');
  const { data, error } = useGraphQLQuery(FinanceInvoiceGroupDefaultsDocument, {});
  const groups = data?.financeInvoiceGroups.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  return (
    <RequirePermission permission="finance.setup.view">
      <Stack gap="md">
        <PageTitle>Default groups</PageTitle>
        <Text>Every sale is invoiced in the group of its kind, numbered and with that group's terms.</Text>
        {error && (
          <Alert color="red" title="Error loading default groups :(">
            {error.message}
          </Alert>
        )}
        {data && (
          <ScrollTable label="Default groups" minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind of sale</Table.Th>
                  <Table.Th>Invoice group</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.financeInvoiceGroupDefaults.map((row) => (
                  <Table.Tr key={row.saleKind}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td>
                      <DefaultGroupSelect row={row} groups={groups} canEdit={canEdit} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </RequirePermission>
  );
}
