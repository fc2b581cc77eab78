import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/List.css';
import { Button, Group, List, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { LOCATION_RULES, NAMED_ITEM_RULES } from '@kiai/shared';
import { useState } from 'react';
import { ArchiveButton } from '../../../components/backoffice/archive-button.js';
import { EditableRecordForm } from '../../../components/backoffice/editable-record-form.js';
import { RecordDetailPage, useRecordOfUrl } from '../../../components/backoffice/record-detail-page.js';
import { recordHref } from '../../../components/backoffice/record-kind.js';
import { useRecordForm } from '../../../components/backoffice/record-form.js';
import { useArchiveRecord, useRecordWrite, useSaveRecord } from '../../../components/backoffice/use-record-writes.js';
import {
  ArchiveOrganizationLocationDocument,
  ArchiveOrganizationLocationRoomDocument,
  CreateOrganizationLocationDocument,
  CreateOrganizationLocationRoomDocument,
  OrganizationLocationDetailDocument,
  UpdateOrganizationLocationDocument,
} from '../../../features/organization/organization.generated.js';
import { LOCATIONS } from '../../../features/organization/organization-kinds.js';

interface LocationValues {
  name: string;
  /** shown on a class's page, with a map link */
  address: string;
  displayPublic: boolean;
}

function LocationForm({ id, initial, canEdit }: { id: string | null; initial: LocationValues; canEdit: boolean }) {
  const save = useSaveRecord(
    LOCATIONS,
    { create: CreateOrganizationLocationDocument, update: UpdateOrganizationLocationDocument },
    // A new location goes on to its page, where its rooms are added.
    (saved) => `${recordHref(LOCATIONS, saved.createOrganizationLocation.organizationLocation?.id ?? '')}?tab=rooms`,
  );
  const form = useRecordForm({ initialValues: initial, rules: LOCATION_RULES, onSubmit: (values) => save(id, values) });
  return (
    <EditableRecordForm form={form} canEdit={canEdit} cancelTo={LOCATIONS.list} legend="Location">
      <TextInput label="Name" required {...form.inputProps('name')} />
      <Textarea label="Address" description="Members see it on a class's page, with a link to a map" autosize minRows={2} {...form.inputProps('address')} />
      <Switch label="Show on the public schedule" {...form.checkboxProps('displayPublic')} />
    </EditableRecordForm>
  );
}

function Rooms({ locationId, rooms, canEdit }: { locationId: string; rooms: { id: string; name: string }[]; canEdit: boolean }) {
  const here = `${recordHref(LOCATIONS, locationId)}?tab=rooms`;
  const addRoom = useRecordWrite(CreateOrganizationLocationRoomDocument);
  const archiveRoom = useRecordWrite(ArchiveOrganizationLocationRoomDocument);
  const form = useRecordForm({
    initialValues: { name: '' },
    rules: NAMED_ITEM_RULES,
    onSubmit: async (values) => {
      await addRoom({ input: { organizationLocation: locationId, name: values.name } }, 'Room added', here);
      form.setValue('name', '');
    },
  });
  const [archiving, setArchiving] = useState<string | null>(null);
  const archive = async (roomId: string) => {
    setArchiving(roomId);
    await archiveRoom({ input: { id: roomId } }, 'Room archived', here).finally(() => setArchiving(null));
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
  const page = useRecordOfUrl(OrganizationLocationDetailDocument, ({ node }) => (node?.__typename === 'OrganizationLocationNode' ? node : null));
  const archive = useArchiveRecord(LOCATIONS, ArchiveOrganizationLocationDocument);
  return (
    <RecordDetailPage
      kind={LOCATIONS}
      page={page}
      actions={(location) => <ArchiveButton archived={location.archived} onArchive={(archived) => archive(location.id, archived)} />}
      tabs={(location, canEdit) =>
        location
          ? [
              { value: 'details', label: 'Details', content: <LocationForm id={location.id} initial={{ name: location.name, address: location.address, displayPublic: location.displayPublic }} canEdit={canEdit} /> },
              { value: 'rooms', label: 'Rooms', content: <Rooms locationId={location.id} rooms={location.rooms} canEdit={canEdit} /> },
            ]
          : [{ value: 'details', label: 'Details', content: <LocationForm id={null} initial={{ name: '', address: '', displayPublic: true }} canEdit={canEdit} /> }]
      }
    />
  );
}
