import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { CLASSPASS_GROUPS } from '../../../features/organization/organization-kinds.js';
import { OrganizationClasspassGroupListDocument } from '../../../features/organization/organization.generated.js';

const COLUMNS: DataTableColumn<{ id: string; name: string; description: string }>[] = [
  { key: 'name', header: 'Name', cell: (g) => g.name },
  { key: 'description', header: 'Description', cell: (g) => g.description },
];

/** /backoffice/organization/classpass-groups: the groups that say which classes a pass may be used for. */
export default function OrganizationClasspassGroups() {
  return (
    <RecordListPage
      kind={CLASSPASS_GROUPS}
      document={OrganizationClasspassGroupListDocument}
      connection={(data) => data.organizationClasspassGroups}
      columns={COLUMNS}
      empty={<Text>No pass groups yet. A group names which classes its passes may be used for.</Text>}
    />
  );
}
