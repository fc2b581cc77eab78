import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch, TextInput, Textarea } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { ImageUploadField } from '../../../components/backoffice/image-upload-field.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { ArchiveButton } from '../../../features/organization/archive-button.js';
import {
  ArchiveOrganizationClasstypeDocument,
  CreateOrganizationClasstypeDocument,
  OrganizationClasstypeDetailDocument,
  UpdateOrganizationClasstypeDocument,
} from '../../../features/organization/organization.generated.js';
import { SetupForm } from '../../../features/organization/setup-form.js';
import { useAfterOrganizationChange, useCanEditOrganization } from '../../../features/organization/use-organization-edit.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const LIST = '/backoffice/organization/classtypes';

interface ClasstypeValues {
  name: string;
  descriptionTitle: string;
  description: string;
  urlImage: string;
  displayPublic: boolean;
}

const EMPTY: ClasstypeValues = { name: '', descriptionTitle: '', description: '', urlImage: '', displayPublic: true };

function ClasstypeForm({ id, initial, canEdit }: { id: string | null; initial: ClasstypeValues; canEdit: boolean }) {
  const after = useAfterOrganizationChange();
  const form = useRecordForm({
    initialValues: initial,
    rules: NAMED_ITEM_RULES,
    onSubmit: async (values) => {
      if (id) await graphqlRequest(UpdateOrganizationClasstypeDocument, { input: { id, ...values } });
      else await graphqlRequest(CreateOrganizationClasstypeDocument, { input: values });
      await after(id ? 'Class type saved' : 'Class type added', LIST);
    },
  });
  return (
    <SetupForm form={form} canEdit={canEdit} cancelTo={LIST} legend="Class type">
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
    </SetupForm>
  );
}

/** /backoffice/organization/classtypes/{id|new}: one class type with its picture. */
export default function OrganizationClasstype() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const canEdit = useCanEditOrganization();
  const after = useAfterOrganizationChange();
  const { data, isPending, error } = useGraphQLQuery(OrganizationClasstypeDetailDocument, isNew ? null : { id });
  const classtype = data?.node?.__typename === 'OrganizationClasstypeNode' ? data.node : null;
  return (
    <DetailLayout
      title={isNew ? 'New class type' : (classtype?.name ?? 'Class type')}
      back={{ to: LIST, label: 'Class types' }}
      label="class type"
      loading={!isNew && isPending}
      error={error}
      actions={
        canEdit &&
        classtype && (
          <ArchiveButton
            archived={classtype.archived}
            onArchive={async (archived) => {
              await graphqlRequest(ArchiveOrganizationClasstypeDocument, { input: { id: classtype.id, archived } });
              await after(archived ? 'Class type archived' : 'Class type restored', LIST);
            }}
          />
        )
      }
      tabs={
        isNew || classtype
          ? [
              {
                value: 'details',
                label: 'Details',
                content: (
                  <ClasstypeForm
                    id={classtype?.id ?? null}
                    initial={
                      classtype
                        ? { name: classtype.name, descriptionTitle: classtype.descriptionTitle, description: classtype.description, urlImage: classtype.urlImage, displayPublic: classtype.displayPublic }
                        : EMPTY
                    }
                    canEdit={canEdit}
                  />
                ),
              },
            ]
          : []
      }
    />
  );
}
