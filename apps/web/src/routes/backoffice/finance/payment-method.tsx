import { Text, TextInput } from '@mantine/core';
import { PAYMENT_METHOD_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import { PAYMENT_METHODS } from '../../../features/finance/finance-setup-kinds.js';
import {
  ArchiveFinancePaymentMethodDocument,
  CreateFinancePaymentMethodDocument,
  FinancePaymentMethodDetailDocument,
  UpdateFinancePaymentMethodDocument,
} from '../../../features/finance/finance-setup.generated.js';

function PaymentMethodForm({ id, name, canEdit }: { id: string | null; name: string; canEdit: boolean }) {
  const save = useSaveRecord(PAYMENT_METHODS, { create: CreateFinancePaymentMethodDocument, update: UpdateFinancePaymentMethodDocument });
  const form = useRecordForm({ initialValues: { name }, rules: PAYMENT_METHOD_RULES, onSubmit: (values) => save(id, values) });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={PAYMENT_METHODS.list} legend="Payment method">
      <TextInput label="Name" required {...form.inputProps('name')} />
    </EditableRecordForm>
  );
}

/**
 * /backoffice/finance/payment-methods/{id|new}: one payment method. The built-in ones are what payments and
 * collections are recorded with, so they are shown read-only and never archived; the club's own may change.
 */
export default function FinancePaymentMethod() {
  const page = useRecordOfUrl(FinancePaymentMethodDetailDocument, ({ node }) => (node?.__typename === 'FinancePaymentMethodNode' ? node : null));
  const archive = useArchiveRecord(PAYMENT_METHODS, ArchiveFinancePaymentMethodDocument);
  return (
    <RecordDetailPage
      kind={PAYMENT_METHODS}
      page={page}
      actions={(method) => !method.system && <ArchiveButton archived={method.archived} onArchive={(archived) => archive(method.id, archived)} />}
      tabs={(method, canEdit) => [
        {
          value: 'details',
          label: 'Details',
          content: (
            <>
              {method?.system && <Text mb="sm">A built-in method: payments are recorded with it, so it stays as it is.</Text>}
              <PaymentMethodForm id={method?.id ?? null} name={method?.name ?? ''} canEdit={canEdit && !method?.system} />
            </>
          ),
        },
      ]}
    />
  );
}
