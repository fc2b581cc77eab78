import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import { Button, Checkbox, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { ScrollTable } from '../../../components/scroll-table.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { BATCH_STATUS_LABELS } from '../../../features/direct-debit/batch-status.js';
import { useBatchActions } from '../../../features/direct-debit/hooks/use-batch-actions.js';
import { DirectDebitBatchDocument, type DirectDebitBatchQuery } from '../../../features/direct-debit/payment-batches.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { downloadFile } from '../../../lib/download-file.js';
import { toastDanger } from '../../../lib/toast.js';
import { useClubFormats } from '../../../lib/use-club-formats.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Batch = NonNullable<DirectDebitBatchQuery['directDebitBatch']>;
type Item = Batch['items'][number];

const RETURN_CODES = [
  ['AM04', 'AM04 Insufficient funds'],
  ['MD06', 'MD06 Refund requested by the debtor'],
  ['AC04', 'AC04 Account closed'],
  ['MD01', 'MD01 No mandate'],
  ['MD07', 'MD07 Debtor deceased'],
  ['MS02', 'MS02 Refused by the debtor'],
  ['MS03', 'MS03 Refused by the bank'],
] as const;

/** The club's return fee, when it charges one: a return may add it to the member's invoices. */
type ReturnFee = { display: string } | null;

/** A sent item's return: its reason and fee invoice, or (for staff who keep the batches) a code to record one with. */
function ItemReturn({ item, mayRecord, fee }: { item: Item; mayRecord: boolean; fee: ReturnFee }) {
  const { recordReturn } = useBatchActions();
  const [code, setCode] = useState<string>('AM04');
  const [chargeFee, setChargeFee] = useState(true);
  const returned = item.returns[0];
  if (returned) {
    return (
      <Text size="sm">
        Returned: {returned.reasonCode} {returned.reason}
        {returned.feeInvoiceNumber && ` · return fee invoice ${returned.feeInvoiceNumber}`}
      </Text>
    );
  }
  if (!mayRecord) return null;
  return (
    <Group gap="xs">
      <NativeSelect aria-label={`Return reason for ${item.endToEndId}`} value={code} onChange={(e) => setCode(e.currentTarget.value)} data={RETURN_CODES.map(([value, label]) => ({ value, label }))} />
      {fee && <Checkbox label={`Charge the ${fee.display} return fee`} checked={chargeFee} onChange={(e) => setChargeFee(e.currentTarget.checked)} />}
      <Button variant="light" loading={recordReturn.isPending} onClick={() => recordReturn.mutate({ input: { item: item.id, reasonCode: code, chargeFee: fee !== null && chargeFee } })}>
        Record return
      </Button>
    </Group>
  );
}

function Items({ batch, mayRecord, fee }: { batch: Batch; mayRecord: boolean; fee: ReturnFee }) {
  return (
    <ScrollTable label={batch.categoryMonth ? 'Accounts of the batch' : 'Invoices of the batch'} minWidth={640}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{batch.categoryMonth ? 'Collection' : 'Invoice'}</Table.Th>
            <Table.Th>Debtor</Table.Th>
            <Table.Th>IBAN</Table.Th>
            <Table.Th>Mandate</Table.Th>
            <Table.Th>Amount</Table.Th>
            {batch.status === 'SENT_TO_BANK' && <Table.Th>Return</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.remittance ? `${item.endToEndId}: ${item.remittance}` : item.endToEndId}</Table.Td>
              <Table.Td>{item.debtorName}</Table.Td>
              <Table.Td>{item.iban}</Table.Td>
              <Table.Td>
                {item.mandateReference} ({item.sequenceType})
              </Table.Td>
              <Table.Td>{item.amountDisplay}</Table.Td>
              {batch.status === 'SENT_TO_BANK' && (
                <Table.Td>
                  <ItemReturn item={item} mayRecord={mayRecord} fee={fee} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** /backoffice/finance/payment-batches/{id}: a batch's items, its status changes and its bank file. */
function PaymentBatch() {
  const { id = '' } = useParams();
  const format = useClubFormats();
  const { user } = useCurrentUser();
  const { data, isPending, error } = useGraphQLQuery(DirectDebitBatchDocument, { id });
  const { approve, reject, send } = useBatchActions();
  const batch = data?.directDebitBatch;
  const mayEdit = user ? hasStaffPermission(user, 'finance.batches.edit') : false;
  const settings = data?.directDebitSettings;
  const fee = settings && Number(settings.returnFee) > 0 ? { display: settings.returnFeeDisplay } : null;
  const download = (format: 'pain008' | 'csv') => () =>
    downloadFile(`/api/finance/direct-debit/batches/${encodeURIComponent(id)}/${format}/`, format === 'csv' ? 'batch.csv' : 'batch.xml').catch((e: unknown) =>
      toastDanger(`The file could not be downloaded: ${e instanceof Error ? e.message : String(e)}`),
    );
  const actions = batch && (
    <Group gap="xs">
      {mayEdit && batch.status === 'AWAITING_APPROVAL' && (
        <>
          <Button loading={approve.isPending} onClick={() => approve.mutate({ id })}>
            Approve
          </Button>
          <Button variant="light" color="red" loading={reject.isPending} onClick={() => reject.mutate({ id })}>
            Reject
          </Button>
        </>
      )}
      {(batch.status === 'APPROVED' || batch.status === 'SENT_TO_BANK') && (
        <>
          <Button variant="light" onClick={download('pain008')}>
            Download pain.008
          </Button>
          <Button variant="light" onClick={download('csv')}>
            Download CSV
          </Button>
        </>
      )}
      {mayEdit && batch.status === 'APPROVED' && (
        <Button loading={send.isPending} onClick={() => send.mutate({ id })}>
          Mark sent to bank
        </Button>
      )}
    </Group>
  );
  return (
    <DetailLayout
      title={batch ? `Payment batch of ${format.date(batch.collectionDate)}` : 'Payment batch'}
      back={{ to: '/backoffice/finance/payment-batches', label: 'Payment batches' }}
      label="payment batch"
      loading={isPending}
      error={error}
      summary={
        batch && (
          <Text size="sm">
            {BATCH_STATUS_LABELS[batch.status]} · {batch.itemCount} {batch.categoryMonth ? `accounts · ${batch.description}` : 'invoices'} · {batch.totalDisplay}
          </Text>
        )
      }
      actions={actions}
      tabs={batch ? [{ value: 'items', label: batch.categoryMonth ? 'Accounts' : 'Invoices', content: <Items batch={batch} mayRecord={mayEdit} fee={fee} /> }] : []}
    />
  );
}

export default function PaymentBatchPage() {
  return (
    <RequirePermission permission="finance.batches.view">
      <PaymentBatch />
    </RequirePermission>
  );
}
