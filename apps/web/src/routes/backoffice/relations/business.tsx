import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { BUSINESS_RELATION_RULES, type BusinessRelationValues } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveRelationsBusinessDocument,
  CreateRelationsBusinessDocument,
  RelationsBusinessDetailDocument,
  UpdateRelationsBusinessDocument,
} from '../../../features/relations/businesses.generated.js';
import { SupplierExpenses } from '../../../features/finance/components/supplier-expenses.js';
import { BUSINESSES } from '../../../features/relations/relations-kinds.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';

const EMPTY: BusinessRelationValues = { name: '', addressLine1: '', addressLine2: '', postcode: '', city: '', country: '', email: '', phone: '', vatId: '', registrationNumber: '', note: '' };

/** The form's fields of a loaded relation. */
const valuesOf = (business: BusinessRelationValues): BusinessRelationValues =>
  Object.fromEntries(Object.keys(EMPTY).map((key) => [key, business[key as keyof BusinessRelationValues]])) as unknown as BusinessRelationValues;

function BusinessForm({ id, initial, canEdit }: { id: string | null; initial: BusinessRelationValues; canEdit: boolean }) {
  const save = useSaveRecord(BUSINESSES, { create: CreateRelationsBusinessDocument, update: UpdateRelationsBusinessDocument });
  const form = useRecordForm({ initialValues: initial, rules: BUSINESS_RELATION_RULES, onSubmit: (values) => save(id, values) });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={BUSINESSES.list} legend="Business">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <TextInput label="Address" {...form.inputProps('addressLine1')} />
      <TextInput label="Address, second line" {...form.inputProps('addressLine2')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label="Postcode" {...form.inputProps('postcode')} />
        <TextInput label="City" {...form.inputProps('city')} />
        <TextInput label="Country" {...form.inputProps('country')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Email" type="email" {...form.inputProps('email')} />
        <TextInput label="Phone" type="tel" {...form.inputProps('phone')} />
        <TextInput label="VAT id" description="Country code first, e.g. NL123456789B01" {...form.inputProps('vatId')} />
        <TextInput label="Registration number" description="Chamber of commerce or company register" {...form.inputProps('registrationNumber')} />
      </SimpleGrid>
      <Textarea label="Note" autosize minRows={2} {...form.inputProps('note')} />
    </EditableRecordForm>
  );
}

/** /backoffice/relations/businesses/{id|new}: a supplier's or business customer's details, and what the club bought from it. */
export default function RelationsBusiness() {
  const page = useRecordOfUrl(RelationsBusinessDetailDocument, ({ node }) => (node?.__typename === 'RelationsBusinessNode' ? node : null));
  const archive = useArchiveRecord(BUSINESSES, ArchiveRelationsBusinessDocument);
  const { user } = useCurrentUser();
  return (
    <RecordDetailPage
      kind={BUSINESSES}
      page={page}
      actions={(business) => <ArchiveButton archived={business.archived} onArchive={(archived) => archive(business.id, archived)} />}
      tabs={(business, canEdit) => [
        { value: 'details', label: 'Details', content: <BusinessForm id={business?.id ?? null} initial={business ? valuesOf(business) : EMPTY} canEdit={canEdit} /> },
        ...(business && user && hasStaffPermission(user, 'finance.expenses.view') ? [{ value: 'expenses', label: 'Expenses', content: <SupplierExpenses supplierId={business.id} /> }] : []),
      ]}
    />
  );
}
