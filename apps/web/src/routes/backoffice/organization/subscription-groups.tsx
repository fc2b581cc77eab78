import { Text } from '@mantine/core';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { SUBSCRIPTION_GROUPS } from '../../../features/organization/organization-kinds.js';
import { GROUP_COLUMNS } from '../../../features/organization/product-group-pages.js';
import { OrganizationSubscriptionGroupListDocument } from '../../../features/organization/subscription-products.generated.js';

/** /backoffice/organization/subscription-groups: the groups that say which classes a subscription may be used for. */
export default function OrganizationSubscriptionGroups() {
  return (
    <RecordListPage
      kind={SUBSCRIPTION_GROUPS}
      document={OrganizationSubscriptionGroupListDocument}
      connection={(data) => data.organizationSubscriptionGroups}
      columns={GROUP_COLUMNS}
      empty={<Text>No subscription groups yet. A group names which classes its subscriptions may be used for.</Text>}
    />
  );
}
