import { TextInput, Textarea } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveOrganizationClasspassGroupDocument,
  CreateOrganizationClasspassGroupDocument,
  OrganizationClasspassGroupDetailDocument,
  UpdateOrganizationClasspassGroupDocument,
} from '../../../features/organization/organization.generated.js';
import { CLASSPASS_GROUPS } from '../../../features/organization/organization-kinds.js';

interface GroupValues {
  name: string;
  description: string;
}

function GroupForm({ id, initial, canEdit }: { id: string | null; initial: GroupValues; canEdit: boolean }) {
  const save = useSaveRecord(CLASSPASS_GROUPS, { create: CreateOrganizationClasspassGroupDocument, update: UpdateOrganizationClasspassGroupDocument });
  const form = useRecordForm({ initialValues: initial, rules: NAMED_ITEM_RULES, onSubmit: (values) => save(id, values) });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={CLASSPASS_GROUPS.list} legend="Class pass group">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/classpass-groups/{id|new}: one pass group (products join it on their own form). */
export default function OrganizationClasspassGroup() {
  const page = useRecordOfUrl(OrganizationClasspassGroupDetailDocument, ({ node }) => (node?.__typename === 'OrganizationClasspassGroupNode' ? node : null));
  const archive = useArchiveRecord(CLASSPASS_GROUPS, ArchiveOrganizationClasspassGroupDocument);
  return (
    <RecordDetailPage
      kind={CLASSPASS_GROUPS}
      page={page}
      actions={(group) => <ArchiveButton archived={group.archived} onArchive={(archived) => archive(group.id, archived)} />}
      tabs={(group, canEdit) => [
        { value: 'details', label: 'Details', content: <GroupForm id={group?.id ?? null} initial={{ name: group?.name ?? '', description: group?.description ?? '' }} canEdit={canEdit} /> },
      ]}
    />
  );
}
