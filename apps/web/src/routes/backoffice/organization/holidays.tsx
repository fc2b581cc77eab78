import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { OrganizationHolidayListDocument, type OrganizationHolidayListQuery } from '../../../features/organization/organization.generated.js';
import { SetupList } from '../../../features/organization/setup-list.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Holiday = OrganizationHolidayListQuery['organizationHolidays']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Holiday>[] = [
  { key: 'name', header: 'Name', cell: (h) => h.name },
  { key: 'dates', header: 'Dates', cell: (h) => (h.dateStart === h.dateEnd ? h.dateStart : `${h.dateStart} – ${h.dateEnd}`) },
  { key: 'locations', header: 'Locations', cell: (h) => h.organizationLocations.map((l) => l.name).join(', ') },
];

/** /backoffice/organization/holidays: closed dates per location, the latest first; their classes show HOLIDAY. */
export default function OrganizationHolidays() {
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(OrganizationHolidayListDocument, list.window);
  return (
    <SetupList
      title="Holidays"
      addLabel="Add holiday"
      newHref="/backoffice/organization/holidays/new"
      archivable={false}
      label="holidays"
      list={list}
      columns={COLUMNS}
      rows={data?.organizationHolidays.edges.map((e) => e.node)}
      rowKey={(h) => h.id}
      rowHref={(h) => `/backoffice/organization/holidays/${encodeURIComponent(h.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.organizationHolidays.pageInfo}
      empty={<Text>No holidays yet. Classes at a location on its holidays show HOLIDAY on the schedule.</Text>}
    />
  );
}
