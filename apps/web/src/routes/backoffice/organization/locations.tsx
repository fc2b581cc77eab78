import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { showsArchived } from '../../../features/organization/archived-filter.js';
import { OrganizationLocationListDocument, type OrganizationLocationListQuery } from '../../../features/organization/organization.generated.js';
import { SetupList } from '../../../features/organization/setup-list.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Location = OrganizationLocationListQuery['organizationLocations']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Location>[] = [
  { key: 'name', header: 'Name', cell: (l) => l.name },
  { key: 'rooms', header: 'Rooms', cell: (l) => l.rooms.map((r) => r.name).join(', ') },
  { key: 'public', header: 'Public', cell: (l) => (l.displayPublic ? 'Yes' : 'No') },
];

/** /backoffice/organization/locations: the club's locations with their rooms. */
export default function OrganizationLocations() {
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(OrganizationLocationListDocument, { ...list.window, archived: showsArchived(list) });
  return (
    <SetupList
      title="Locations"
      addLabel="Add location"
      newHref="/backoffice/organization/locations/new"
      label="locations"
      list={list}
      columns={COLUMNS}
      rows={data?.organizationLocations.edges.map((e) => e.node)}
      rowKey={(l) => l.id}
      rowHref={(l) => `/backoffice/organization/locations/${encodeURIComponent(l.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.organizationLocations.pageInfo}
      empty={<Text>No locations yet. Add the club's first location, then its rooms.</Text>}
    />
  );
}
