import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { LEVELS } from '../../../features/organization/organization-kinds.js';
import { OrganizationLevelListDocument } from '../../../features/organization/organization.generated.js';

const COLUMNS: DataTableColumn<{ id: string; name: string }>[] = [{ key: 'name', header: 'Name', cell: (l) => l.name }];

/** /backoffice/organization/levels: the levels classes are given at (beginner, advanced …). */
export default function OrganizationLevels() {
  return (
    <RecordListPage
      kind={LEVELS}
      document={OrganizationLevelListDocument}
      connection={(data) => data.organizationLevels}
      columns={COLUMNS}
      empty={<Text>No levels yet.</Text>}
    />
  );
}
