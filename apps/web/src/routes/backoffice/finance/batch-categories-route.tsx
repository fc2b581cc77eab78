import { Text, Textarea, TextInput } from '@mantine/core';
import { required } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveDirectDebitCategoryDocument,
  DirectDebitCategoryDetailDocument,
  DirectDebitCategoryListDocument,
  SaveDirectDebitCategoryDocument,
  type DirectDebitCategoryDetailQuery,
} from '../../../features/direct-debit/batch-categories.generated.js';
import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import { BATCH_CATEGORIES } from '../../../features/finance/finance-setup-kinds.js';

interface Category {
  id: string;
  name: string;
  description: string;
  archived: boolean;
}

const COLUMNS: DataTableColumn<Category>[] = [
  { key: 'name', header: 'Name', cell: (c) => c.name },
  { key: 'description', header: 'Description', cell: (c) => c.description },
];

const select = ({ node }: DirectDebitCategoryDetailQuery) => (node?.__typename === 'DirectDebitCategoryNode' ? node : null);

function CategoryForm({ category, canEdit }: { category: Category | null; canEdit: boolean }) {
  // One save operation adds (no id) or changes a category.
  const save = useSaveRecord(BATCH_CATEGORIES, { create: SaveDirectDebitCategoryDocument, update: SaveDirectDebitCategoryDocument });
  const form = useRecordForm({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    rules: { name: [required] },
    onSubmit: (values) => save(category?.id ?? null, values),
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={BATCH_CATEGORIES.list} legend={BATCH_CATEGORIES.singular}>
      <TextInput label="Name" required description="What the member's bank statement names, with the month" {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
    </EditableRecordForm>
  );
}

function CategoryDetail() {
  const page = useRecordOfUrl(DirectDebitCategoryDetailDocument, select);
  const archive = useArchiveRecord(BATCH_CATEGORIES, ArchiveDirectDebitCategoryDocument);
  return (
    <RecordDetailPage
      kind={BATCH_CATEGORIES}
      page={page}
      actions={(category) => <ArchiveButton archived={category.archived} onArchive={(archived) => archive(category.id, archived)} />}
      tabs={(category, canEdit) => [{ value: 'details', label: 'Details', content: <CategoryForm category={category} canEdit={canEdit} /> }]}
    />
  );
}

/**
 * /backoffice/finance/batch-categories and …/{id|new}: what category payment batches collect; staff set each
 * member's amounts on the account's Bank account tab and build a category batch of a month on Payment batches.
 */
export default function BatchCategoriesRoute() {
  return (
    <FinanceSetupRoute
      list={
        <RecordListPage
          kind={BATCH_CATEGORIES}
          document={DirectDebitCategoryListDocument}
          connection={(data) => data.directDebitCategories}
          columns={COLUMNS}
          empty={<Text>No batch categories yet. A category (a membership fee, a locker) is collected monthly from the amounts set on members' bank tabs.</Text>}
        />
      }
      detail={<CategoryDetail />}
    />
  );
}
