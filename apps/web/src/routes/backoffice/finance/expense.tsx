import { Button, FileInput, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { EXPENSE_RULES, required, type ExpenseValues } from '@kiai/shared';
import { useState } from 'react';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useFileUpload } from '../../../components/backoffice/use-file-upload.js';
import { useRecordWrite, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import { DownloadButton } from '../../../components/download-button.js';
import { uploadExpenseDocument } from '../../../features/finance/expense-document-upload.js';
import { EXPENSES } from '../../../features/finance/expense-kinds.js';
import {
  CreateFinanceExpenseDocument,
  DeleteFinanceExpenseDocument,
  FinanceExpenseChoicesDocument,
  FinanceExpenseDetailDocument,
  UpdateFinanceExpenseDocument,
  type FinanceExpenseDetailQuery,
} from '../../../features/finance/expenses.generated.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';
import { WithClubToday } from '../../../components/backoffice/with-club-today.js';

type Expense = Extract<NonNullable<FinanceExpenseDetailQuery['node']>, { __typename: 'FinanceExpenseNode' }>;

interface ExpenseFormValues extends ExpenseValues {
  supplier: string;
  glAccount: string;
  costCentre: string;
  /** the uploaded document's id, '' for none */
  document: string;
}

const RULES = { ...EXPENSE_RULES, supplier: [required] };

/** The document field: a file uploaded as soon as it is chosen; its name shows until the expense is saved. */
function DocumentField({ name, error, onUploaded }: { name: string; error: string | undefined; onUploaded: (id: string, name: string) => void }) {
  const { uploading, error: uploadError, choose } = useFileUpload(uploadExpenseDocument, (uploaded) => onUploaded(uploaded.id, uploaded.fileName), 'The document could not be uploaded.');
  return (
    <FileInput
      label="Document"
      description={name ? `Kept: ${name}. Choose another file to replace it.` : 'The receipt or invoice: PDF, JPEG or PNG, smaller than 5MB'}
      accept="application/pdf,image/jpeg,image/png"
      value={null}
      disabled={uploading}
      error={uploadError ?? error}
      onChange={(file) => void choose(file)}
    />
  );
}

function ExpenseForm({ id, initial, documentName, canEdit }: { id: string | null; initial: ExpenseFormValues; documentName: string; canEdit: boolean }) {
  const choices = useGraphQLQuery(FinanceExpenseChoicesDocument, {}).data;
  const save = useSaveRecord(EXPENSES, { create: CreateFinanceExpenseDocument, update: UpdateFinanceExpenseDocument });
  const [document, setDocument] = useState(documentName);
  const form = useRecordForm({ initialValues: initial, rules: RULES, onSubmit: (values) => save(id, values) });
  const options = (edges: { node: { id: string; name: string; code?: string } }[] | undefined) =>
    edges?.map(({ node }) => ({ value: node.id, label: node.code ? `${node.code} ${node.name}` : node.name })) ?? [];
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={EXPENSES.list} legend="Expense">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Date" type="date" required {...form.inputProps('expenseDate')} />
        <Select label="Supplier" required searchable data={options(choices?.relationsBusinesses.edges)} {...form.inputProps('supplier')} />
      </SimpleGrid>
      <TextInput label="Summary" required {...form.inputProps('summary')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label="Net amount" inputMode="decimal" required description="Negative for a credit" {...form.inputProps('netAmount')} />
        <TextInput label="VAT amount" inputMode="decimal" required {...form.inputProps('vatAmount')} />
        <TextInput label="Business share %" inputMode="decimal" required description="0 to 100" {...form.inputProps('businessShare')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select label="GL account" clearable data={options(choices?.financeGlAccounts.edges)} {...form.inputProps('glAccount')} />
        <Select label="Cost centre" clearable data={options(choices?.financeCostCentres.edges)} {...form.inputProps('costCentre')} />
      </SimpleGrid>
      {canEdit ? (
        <DocumentField
          name={document}
          error={form.inputProps('document').error}
          onUploaded={(uploadedId, name) => {
            form.setValue('document', uploadedId);
            setDocument(name);
          }}
        />
      ) : (
        <Text>{document ? `Document: ${document}` : 'No document'}</Text>
      )}
    </EditableRecordForm>
  );
}

const valuesOf = (e: Expense): ExpenseFormValues => ({
  expenseDate: e.expenseDate,
  supplier: e.supplier.id,
  summary: e.summary,
  netAmount: e.netAmount,
  vatAmount: e.vatAmount,
  businessShare: e.businessShare,
  glAccount: e.glAccount?.id ?? '',
  costCentre: e.costCentre?.id ?? '',
  document: e.document?.id ?? '',
});

function Actions({ expense }: { expense: Expense }) {
  const remove = useRecordWrite(DeleteFinanceExpenseDocument);
  return (
    <Group gap="xs">
      {expense.document && (
        <DownloadButton path={expense.document.downloadPath} fileName={expense.document.fileName}>
          Download document
        </DownloadButton>
      )}
      <Button variant="default" onClick={() => void remove({ input: { id: expense.id } }, 'Expense deleted', EXPENSES.list)}>
        Delete
      </Button>
    </Group>
  );
}

/** /backoffice/finance/expenses/{id|new}: an expense with its supplier, amounts, ledger codes and document. */
export default function FinanceExpense() {
  const page = useRecordOfUrl(FinanceExpenseDetailDocument, ({ node }) => (node?.__typename === 'FinanceExpenseNode' ? { ...node, name: node.summary } : null));
  return (
    <RecordDetailPage
      kind={EXPENSES}
      page={page}
      actions={(expense) => <Actions expense={expense} />}
      tabs={(expense, canEdit) => [
        {
          value: 'details',
          label: 'Details',
          content: expense ? (
            <ExpenseForm id={expense.id} initial={valuesOf(expense)} documentName={expense.document?.fileName ?? ''} canEdit={canEdit} />
          ) : (
            <WithClubToday>
              {(today) => (
                <ExpenseForm
                  id={null}
                  initial={{ expenseDate: today, supplier: '', summary: '', netAmount: '', vatAmount: '', businessShare: '100', glAccount: '', costCentre: '', document: '' }}
                  documentName=""
                  canEdit={canEdit}
                />
              )}
            </WithClubToday>
          ),
        },
      ]}
    />
  );
}
