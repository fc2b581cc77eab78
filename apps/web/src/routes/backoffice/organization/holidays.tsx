import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { HOLIDAYS } from '../../../features/organization/organization-kinds.js';
import { OrganizationHolidayListDocument, type OrganizationHolidayListQuery } from '../../../features/organization/organization.generated.js';

type Holiday = OrganizationHolidayListQuery['organizationHolidays']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Holiday>[] = [
  { key: 'name', header: 'Name', cell: (h) => h.name },
  { key: 'dates', header: 'Dates', cell: (h) => (h.dateStart === h.dateEnd ? h.dateStart : `${h.dateStart} – ${h.dateEnd}`) },
  { key: 'locations', header: 'Locations', cell: (h) => h.organizationLocations.map((l) => l.name).join(', ') },
];

/** /backoffice/organization/holidays: closed dates per location, the latest first; their classes show HOLIDAY. */
export default function OrganizationHolidays() {
  return (
    <RecordListPage
      kind={HOLIDAYS}
      document={OrganizationHolidayListDocument}
      connection={(data) => data.organizationHolidays}
      archivable={false}
      columns={COLUMNS}
      empty={<Text>No holidays yet. Classes at a location on its holidays show HOLIDAY on the schedule.</Text>}
    />
  );
}
