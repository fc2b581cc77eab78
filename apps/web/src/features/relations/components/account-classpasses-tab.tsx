import { Badge, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { required } from '@kiai/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordForm, useRecordForm } from '../../../components/backoffice/record-form.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { toastSuccess } from '../../../lib/toast.js';
import { useUpdateAccountClasspass } from '../use-account-writes.js';
import { SellClasspassForm } from './sell-classpass-form.js';
import { BackofficeAccountClasspassesDocument, type BackofficeAccountClasspassesQuery } from '../accounts.generated.js';

type Pass = BackofficeAccountClasspassesQuery['accountClasspasses']['edges'][number]['node'];

/** The end-date form of one pass. */
function EndDateForm({ pass, onDone }: { pass: Pass; onDone: () => void }) {
  const update = useUpdateAccountClasspass();
  const form = useRecordForm({
    initialValues: { dateEnd: pass.dateEnd },
    rules: { dateEnd: [required] },
    onSubmit: async (values) => {
      await update.mutateAsync({ input: { id: pass.id, dateEnd: values.dateEnd } });
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

/** The account's class passes with what remains, newest first, a page at a time; staff who may grant passes sell one and change a pass's end date. */
export function AccountClasspassesTab({ accountId, mayChange }: { accountId: string; mayChange: boolean }) {
  return (
    <Stack gap="lg">
      <Passes accountId={accountId} mayChange={mayChange} />
      {mayChange && <SellClasspassForm accountId={accountId} />}
    </Stack>
  );
}

function Passes({ accountId, mayChange }: { accountId: string; mayChange: boolean }) {
  const list = useListParams('passes');
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountClasspassesDocument, { account: accountId, ...list.window });
  const [editing, setEditing] = useState<Pass | null>(null);
  const columns: DataTableColumn<Pass>[] = [
    {
      key: 'pass',
      header: 'Pass',
      cell: (pass) => (
        <>
          {pass.organizationClasspass.name}{' '}
          {pass.isExpired && (
            <Badge color="gray.8" variant="outline">
              Expired
            </Badge>
          )}
        </>
      ),
    },
    { key: 'start', header: 'Start', cell: (pass) => pass.dateStart },
    { key: 'end', header: 'End', cell: (pass) => pass.dateEnd },
    { key: 'remaining', header: 'Classes remaining', cell: (pass) => pass.classesRemainingDisplay },
    ...(mayChange
      ? [
          {
            key: 'actions',
            header: 'Actions',
            cell: (pass: Pass) => (
              <Button size="xs" variant="default" onClick={() => setEditing(pass)} aria-label={`Change end date of ${pass.organizationClasspass.name} from ${pass.dateStart}`}>
                Change end date
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="md">
      <DataTable
        label="class passes"
        list={list}
        columns={columns}
        rows={data?.accountClasspasses.edges.map((edge) => edge.node)}
        rowKey={(pass) => pass.id}
        loading={isPending}
        error={error}
        pageInfo={data?.accountClasspasses.pageInfo}
        empty={<Text>No class passes yet.</Text>}
      />
      {editing && <EndDateForm key={editing.id} pass={editing} onDone={() => setEditing(null)} />}
    </Stack>
  );
}
