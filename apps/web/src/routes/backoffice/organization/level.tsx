import { TextInput } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { ArchiveButton } from '../../../features/organization/archive-button.js';
import {
  ArchiveOrganizationLevelDocument,
  CreateOrganizationLevelDocument,
  OrganizationLevelDetailDocument,
  UpdateOrganizationLevelDocument,
} from '../../../features/organization/organization.generated.js';
import { SetupForm } from '../../../features/organization/setup-form.js';
import { useAfterOrganizationChange, useCanEditOrganization } from '../../../features/organization/use-organization-edit.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const LIST = '/backoffice/organization/levels';

function LevelForm({ id, name, canEdit }: { id: string | null; name: string; canEdit: boolean }) {
  const after = useAfterOrganizationChange();
  const form = useRecordForm({
    initialValues: { name },
    rules: NAMED_ITEM_RULES,
    onSubmit: async (values) => {
      if (id) await graphqlRequest(UpdateOrganizationLevelDocument, { input: { id, name: values.name } });
      else await graphqlRequest(CreateOrganizationLevelDocument, { input: { name: values.name } });
      await after(id ? 'Level saved' : 'Level added', LIST);
    },
  });
  return (
    <SetupForm form={form} canEdit={canEdit} cancelTo={LIST} legend="Level">
      <TextInput label="Name" required {...form.inputProps('name')} />
    </SetupForm>
  );
}

/** /backoffice/organization/levels/{id|new}: one level. */
export default function OrganizationLevel() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const canEdit = useCanEditOrganization();
  const after = useAfterOrganizationChange();
  const { data, isPending, error } = useGraphQLQuery(OrganizationLevelDetailDocument, isNew ? null : { id });
  const level = data?.node?.__typename === 'OrganizationLevelNode' ? data.node : null;
  return (
    <DetailLayout
      title={isNew ? 'New level' : (level?.name ?? 'Level')}
      back={{ to: LIST, label: 'Levels' }}
      label="level"
      loading={!isNew && isPending}
      error={error}
      actions={
        canEdit &&
        level && (
          <ArchiveButton
            archived={level.archived}
            onArchive={async (archived) => {
              await graphqlRequest(ArchiveOrganizationLevelDocument, { input: { id: level.id, archived } });
              await after(archived ? 'Level archived' : 'Level restored', LIST);
            }}
          />
        )
      }
      tabs={isNew || level ? [{ value: 'details', label: 'Details', content: <LevelForm id={level?.id ?? null} name={level?.name ?? ''} canEdit={canEdit} /> }] : []}
    />
  );
}
