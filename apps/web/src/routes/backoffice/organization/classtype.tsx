import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch, TextInput, Textarea } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { ImageUploadField } from '../../../components/backoffice/image-upload-field.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveOrganizationClasstypeDocument,
  CreateOrganizationClasstypeDocument,
  OrganizationClasstypeDetailDocument,
  UpdateOrganizationClasstypeDocument,
} from '../../../features/organization/organization.generated.js';
import { CLASSTYPES } from '../../../features/organization/organization-kinds.js';

interface ClasstypeValues {
  name: string;
  descriptionTitle: string;
  description: string;
  urlImage: string;
  displayPublic: boolean;
  waitlist: boolean;
}

const EMPTY: ClasstypeValues = { name: '', descriptionTitle: '', description: '', urlImage: '', displayPublic: true, waitlist: false };

function ClasstypeForm({ id, initial, canEdit }: { id: string | null; initial: ClasstypeValues; canEdit: boolean }) {
  const save = useSaveRecord(CLASSTYPES, { create: CreateOrganizationClasstypeDocument, update: UpdateOrganizationClasstypeDocument });
  const form = useRecordForm({ initialValues: initial, rules: NAMED_ITEM_RULES, onSubmit: (values) => save(id, values) });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={CLASSTYPES.list} legend="Class type">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <TextInput label="Description title" {...form.inputProps('descriptionTitle')} />
      <Textarea label="Description" autosize minRows={3} {...form.inputProps('description')} />
      <ImageUploadField
        purpose="classtype"
        label="Image"
        url={form.values.urlImage}
        alt={`Image of ${form.values.name || 'the class type'}`}
        editable={canEdit}
        error={form.errors.urlImage}
        onChange={(url) => form.setValue('urlImage', url)}
        width={240}
        height={160}
      />
      <Switch label="Show on the public schedule" {...form.checkboxProps('displayPublic')} />
      <Switch label="Waitlist for full classes" description="Members join the line of a full class; a freed place books the first in line" {...form.checkboxProps('waitlist')} />
    </EditableRecordForm>
  );
}

/** /backoffice/organization/classtypes/{id|new}: one class type with its picture. */
export default function OrganizationClasstype() {
  const page = useRecordOfUrl(OrganizationClasstypeDetailDocument, ({ node }) => (node?.__typename === 'OrganizationClasstypeNode' ? node : null));
  const archive = useArchiveRecord(CLASSTYPES, ArchiveOrganizationClasstypeDocument);
  return (
    <RecordDetailPage
      kind={CLASSTYPES}
      page={page}
      actions={(classtype) => <ArchiveButton archived={classtype.archived} onArchive={(archived) => archive(classtype.id, archived)} />}
      tabs={(classtype, canEdit) => [
        {
          value: 'details',
          label: 'Details',
          content: (
            <ClasstypeForm
              id={classtype?.id ?? null}
              initial={
                classtype
                  ? { name: classtype.name, descriptionTitle: classtype.descriptionTitle, description: classtype.description, urlImage: classtype.urlImage, displayPublic: classtype.displayPublic, waitlist: classtype.waitlist }
                  : EMPTY
              }
              canEdit={canEdit}
            />
          ),
        },
      ]}
    />
  );
}
