import { Badge, Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { useState } from 'react';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useRefreshAccount } from '../account-mutations.js';
import { SellClasspassForm } from './sell-classpass-form.js';
import { BackofficeAccountClasspassesDocument, UpdateAccountClasspassDocument, type BackofficeAccountClasspassesQuery } from '../accounts.generated.js';

type Pass = BackofficeAccountClasspassesQuery['accountClasspasses']['edges'][number]['node'];

/** The end-date form of one pass. */
function EndDateForm({ pass, onDone }: { pass: Pass; onDone: () => void }) {
  const refresh = useRefreshAccount();
  const form = useRecordForm({
    initialValues: { dateEnd: pass.dateEnd },
    rules: { dateEnd: [required] },
    onSubmit: async (values) => {
      await graphqlRequest(UpdateAccountClasspassDocument, { input: { id: pass.id, dateEnd: values.dateEnd } });
      await refresh();
      toastSuccess('End date changed');
      onDone();
    },
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Change the end date of {pass.organizationClasspass.name}
      </Title>
      <RecordForm form={form} submitLabel="Save end date">
        <TextInput label="End date" type="date" required {...form.inputProps('dateEnd')} />
      </RecordForm>
    </Stack>
  );
}

/** The account's class passes with what remains; staff who may grant passes sell one and change a pass's end date. */
export function AccountClasspassesTab({ accountId, mayChange }: { accountId: string; mayChange: boolean }) {
  return (
    <Stack gap="lg">
      <Passes accountId={accountId} mayChange={mayChange} />
      {mayChange && <SellClasspassForm accountId={accountId} />}
    </Stack>
  );
}

function Passes({ accountId, mayChange }: { accountId: string; mayChange: boolean }) {
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountClasspassesDocument, { account: accountId });
  const [editing, setEditing] = useState<Pass | null>(null);
  if (isPending) return <Text>Loading Data...</Text>;
  if (error) return <Text c="red.8">Error loading class passes :( {error.message}</Text>;
  const passes = data.accountClasspasses.edges.map((edge) => edge.node);
  if (passes.length === 0) return <Text>No class passes yet.</Text>;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label="Class passes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pass</Table.Th>
              <Table.Th>Start</Table.Th>
              <Table.Th>End</Table.Th>
              <Table.Th>Classes remaining</Table.Th>
              {mayChange && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passes.map((pass) => (
              <Table.Tr key={pass.id}>
                <Table.Td>
                  {pass.organizationClasspass.name}{' '}
                  {pass.isExpired && (
                    <Badge color="gray.8" variant="outline">
                      Expired
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{pass.dateStart}</Table.Td>
                <Table.Td>{pass.dateEnd}</Table.Td>
                <Table.Td>{pass.classesRemainingDisplay}</Table.Td>
                {mayChange && (
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setEditing(pass)} aria-label={`Change end date of ${pass.organizationClasspass.name} from ${pass.dateStart}`}>
                      Change end date
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <EndDateForm key={editing.id} pass={editing} onDone={() => setEditing(null)} />}
    </Stack>
  );
}
