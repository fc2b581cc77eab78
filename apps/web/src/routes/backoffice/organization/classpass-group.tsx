import { TextInput, Textarea } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { ArchiveButton } from '../../../features/organization/archive-button.js';
import {
  ArchiveOrganizationClasspassGroupDocument,
  CreateOrganizationClasspassGroupDocument,
  OrganizationClasspassGroupDetailDocument,
  UpdateOrganizationClasspassGroupDocument,
} from '../../../features/organization/organization.generated.js';
import { SetupForm } from '../../../features/organization/setup-form.js';
import { useAfterOrganizationChange, useCanEditOrganization } from '../../../features/organization/use-organization-edit.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const LIST = '/backoffice/organization/classpass-groups';

interface GroupValues {
  name: string;
  description: string;
}

function GroupForm({ id, initial, canEdit }: { id: string | null; initial: GroupValues; canEdit: boolean }) {
  const after = useAfterOrganizationChange();
  const form = useRecordForm({
    initialValues: initial,
    rules: NAMED_ITEM_RULES,
    onSubmit: async (values) => {
      if (id) await graphqlRequest(UpdateOrganizationClasspassGroupDocument, { input: { id, ...values } });
      else await graphqlRequest(CreateOrganizationClasspassGroupDocument, { input: values });
      await after(id ? 'Group saved' : 'Group added', LIST);
    },
  });
  return (
    <SetupForm form={form} canEdit={canEdit} cancelTo={LIST} legend="Class pass group">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.inputProps('description')} />
    </SetupForm>
  );
}

/** /backoffice/organization/classpass-groups/{id|new}: one pass group (products join it on their own form). */
export default function OrganizationClasspassGroup() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const canEdit = useCanEditOrganization();
  const after = useAfterOrganizationChange();
  const { data, isPending, error } = useGraphQLQuery(OrganizationClasspassGroupDetailDocument, isNew ? null : { id });
  const group = data?.node?.__typename === 'OrganizationClasspassGroupNode' ? data.node : null;
  return (
    <DetailLayout
      title={isNew ? 'New class pass group' : (group?.name ?? 'Class pass group')}
      back={{ to: LIST, label: 'Class pass groups' }}
      label="class pass group"
      loading={!isNew && isPending}
      error={error}
      actions={
        canEdit &&
        group && (
          <ArchiveButton
            archived={group.archived}
            onArchive={async (archived) => {
              await graphqlRequest(ArchiveOrganizationClasspassGroupDocument, { input: { id: group.id, archived } });
              await after(archived ? 'Group archived' : 'Group restored', LIST);
            }}
          />
        )
      }
      tabs={
        isNew || group
          ? [{ value: 'details', label: 'Details', content: <GroupForm id={group?.id ?? null} initial={{ name: group?.name ?? '', description: group?.description ?? '' }} canEdit={canEdit} /> }]
          : []
      }
    />
  );
}
