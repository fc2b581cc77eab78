import { Text } from '@mantine/core';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { CLASSPASS_GROUPS } from '../../../features/organization/organization-kinds.js';
import { GROUP_COLUMNS } from '../../../features/organization/product-group-pages.js';
import { OrganizationClasspassGroupListDocument } from '../../../features/organization/organization.generated.js';

/** /backoffice/organization/classpass-groups: the groups that say which classes a pass may be used for. */
export default function OrganizationClasspassGroups() {
  return (
    <RecordListPage
      kind={CLASSPASS_GROUPS}
      document={OrganizationClasspassGroupListDocument}
      connection={(data) => data.organizationClasspassGroups}
      columns={GROUP_COLUMNS}
      empty={<Text>No pass groups yet. A group names which classes its passes may be used for.</Text>}
    />
  );
}
