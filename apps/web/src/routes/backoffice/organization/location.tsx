import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/List.css';
import { Button, Group, List, Switch, Text, TextInput } from '@mantine/core';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailLayout } from '../../../components/backoffice/detail-layout.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { ArchiveButton } from '../../../features/organization/archive-button.js';
import {
  ArchiveOrganizationLocationDocument,
  ArchiveOrganizationLocationRoomDocument,
  CreateOrganizationLocationDocument,
  CreateOrganizationLocationRoomDocument,
  OrganizationLocationDetailDocument,
  UpdateOrganizationLocationDocument,
} from '../../../features/organization/organization.generated.js';
import { SetupForm } from '../../../features/organization/setup-form.js';
import { useAfterOrganizationChange, useCanEditOrganization } from '../../../features/organization/use-organization-edit.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const LIST = '/backoffice/organization/locations';

interface LocationValues {
  name: string;
  displayPublic: boolean;
}

function LocationForm({ id, initial, canEdit }: { id: string | null; initial: LocationValues; canEdit: boolean }) {
  const after = useAfterOrganizationChange();
  const form = useRecordForm({
    initialValues: initial,
    rules: NAMED_ITEM_RULES,
    onSubmit: async (values) => {
      if (id) {
        await graphqlRequest(UpdateOrganizationLocationDocument, { input: { id, ...values } });
        await after('Location saved', LIST);
      } else {
        const saved = await graphqlRequest(CreateOrganizationLocationDocument, { input: values });
        // A new location goes on to its page, where its rooms are added.
        await after('Location added', `${LIST}/${encodeURIComponent(saved.createOrganizationLocation.organizationLocation?.id ?? '')}?tab=rooms`);
      }
    },
  });
  return (
    <SetupForm form={form} canEdit={canEdit} cancelTo={LIST} legend="Location">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Switch label="Show on the public schedule" {...form.checkboxProps('displayPublic')} />
    </SetupForm>
  );
}

function Rooms({ locationId, rooms, canEdit }: { locationId: string; rooms: { id: string; name: string }[]; canEdit: boolean }) {
  const after = useAfterOrganizationChange();
  const here = `${LIST}/${encodeURIComponent(locationId)}?tab=rooms`;
  const form = useRecordForm({
    initialValues: { name: '' },
    rules: NAMED_ITEM_RULES,
    onSubmit: async (values) => {
      await graphqlRequest(CreateOrganizationLocationRoomDocument, { input: { organizationLocation: locationId, name: values.name } });
      form.setValue('name', '');
      await after('Room added', here);
    },
  });
  const [archiving, setArchiving] = useState<string | null>(null);
  const archive = async (roomId: string) => {
    setArchiving(roomId);
    await graphqlRequest(ArchiveOrganizationLocationRoomDocument, { input: { id: roomId } }).finally(() => setArchiving(null));
    await after('Room archived', here);
  };
  return (
    <>
      {rooms.length === 0 ? (
        <Text mb="md">No rooms yet.</Text>
      ) : (
        <List mb="md" aria-label="Rooms">
          {rooms.map((room) => (
            <List.Item key={room.id}>
              <Group gap="sm">
                <Text>{room.name}</Text>
                {canEdit && (
                  <Button size="compact-sm" variant="subtle" loading={archiving === room.id} onClick={() => void archive(room.id)} aria-label={`Archive room ${room.name}`}>
                    Archive
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {canEdit && (
        <form onSubmit={form.handleSubmit} noValidate>
          <Group align="flex-end">
            <TextInput label="New room" required {...form.inputProps('name')} />
            <Button type="submit" loading={form.submitting}>
              Add room
            </Button>
          </Group>
        </form>
      )}
    </>
  );
}

/** /backoffice/organization/locations/{id|new}: a location's details and its rooms. */
export default function OrganizationLocation() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const canEdit = useCanEditOrganization();
  const after = useAfterOrganizationChange();
  const { data, isPending, error } = useGraphQLQuery(OrganizationLocationDetailDocument, isNew ? null : { id });
  const location = data?.node?.__typename === 'OrganizationLocationNode' ? data.node : null;
  const title = isNew ? 'New location' : (location?.name ?? 'Location');
  return (
    <DetailLayout
      title={title}
      back={{ to: LIST, label: 'Locations' }}
      label="location"
      loading={!isNew && isPending}
      error={error}
      actions={
        canEdit &&
        location && (
          <ArchiveButton
            archived={location.archived}
            onArchive={async (archived) => {
              await graphqlRequest(ArchiveOrganizationLocationDocument, { input: { id: location.id, archived } });
              await after(archived ? 'Location archived' : 'Location restored', LIST);
            }}
          />
        )
      }
      tabs={
        isNew
          ? [{ value: 'details', label: 'Details', content: <LocationForm id={null} initial={{ name: '', displayPublic: true }} canEdit={canEdit} /> }]
          : location
            ? [
                { value: 'details', label: 'Details', content: <LocationForm id={location.id} initial={{ name: location.name, displayPublic: location.displayPublic }} canEdit={canEdit} /> },
                { value: 'rooms', label: 'Rooms', content: <Rooms locationId={location.id} rooms={location.rooms} canEdit={canEdit} /> },
              ]
            : []
      }
    />
  );
}
