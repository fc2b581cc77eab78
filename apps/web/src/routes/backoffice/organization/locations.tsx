import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { LOCATIONS } from '../../../features/organization/organization-kinds.js';
import { OrganizationLocationListDocument, type OrganizationLocationListQuery } from '../../../features/organization/organization.generated.js';

type Location = OrganizationLocationListQuery['organizationLocations']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Location>[] = [
  { key: 'name', header: 'Name', cell: (l) => l.name },
  { key: 'rooms', header: 'Rooms', cell: (l) => l.rooms.map((r) => r.name).join(', ') },
  { key: 'public', header: 'Public', cell: (l) => (l.displayPublic ? 'Yes' : 'No') },
];

/** /backoffice/organization/locations: the club's locations with their rooms. */
export default function OrganizationLocations() {
  return (
    <RecordListPage
      kind={LOCATIONS}
      document={OrganizationLocationListDocument}
      connection={(data) => data.organizationLocations}
      columns={COLUMNS}
      empty={<Text>No locations yet. Add the club's first location, then its rooms.</Text>}
    />
  );
}
