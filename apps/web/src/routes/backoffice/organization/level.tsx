import { TextInput } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import { LEVELS } from '../../../features/organization/organization-kinds.js';
import {
  ArchiveOrganizationLevelDocument,
  CreateOrganizationLevelDocument,
  OrganizationLevelDetailDocument,
  UpdateOrganizationLevelDocument,
} from '../../../features/organization/organization.generated.js';

function LevelForm({ id, name, canEdit }: { id: string | null; name: string; canEdit: boolean }) {
  const save = useSaveRecord(LEVELS, { create: CreateOrganizationLevelDocument, update: UpdateOrganizationLevelDocument });
  const form = useRecordForm({
    initialValues: { name },
    rules: NAMED_ITEM_RULES,
    onSubmit: (values) => save(id, { name: values.name }),
  });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={LEVELS.list} legend="Level">
      <TextInput label="Name" required {...form.inputProps('name')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/levels/{id|new}: one level. */
export default function OrganizationLevel() {
  const page = useRecordOfUrl(OrganizationLevelDetailDocument, ({ node }) => (node?.__typename === 'OrganizationLevelNode' ? node : null));
  const archive = useArchiveRecord(LEVELS, ArchiveOrganizationLevelDocument);
  return (
    <RecordDetailPage
      kind={LEVELS}
      page={page}
      actions={(level) => <ArchiveButton archived={level.archived} onArchive={(archived) => archive(level.id, archived)} />}
      tabs={(level, canEdit) => [{ value: 'details', label: 'Details', content: <LevelForm id={level?.id ?? null} name={level?.name ?? ''} canEdit={canEdit} /> }]}
    />
  );
}
