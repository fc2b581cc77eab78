import { ProductGroupPage } from '../../../features/organization/product-group-pages.js';
import { SUBSCRIPTION_GROUPS } from '../../../features/organization/organization-kinds.js';
import {
  ArchiveOrganizationSubscriptionGroupDocument,
  CreateOrganizationSubscriptionGroupDocument,
  OrganizationSubscriptionGroupDetailDocument,
  UpdateOrganizationSubscriptionGroupDocument,
} from '../../../features/organization/subscription-products.generated.js';

const DOCUMENTS = {
  detail: OrganizationSubscriptionGroupDetailDocument,
  create: CreateOrganizationSubscriptionGroupDocument,
  update: UpdateOrganizationSubscriptionGroupDocument,
  archive: ArchiveOrganizationSubscriptionGroupDocument,
};

/** /backoffice/organization/subscription-groups/{id|new}: one subscription group (products join it on their own form). */
export default function OrganizationSubscriptionGroup() {
  return <ProductGroupPage kind={SUBSCRIPTION_GROUPS} documents={DOCUMENTS} select={({ node }) => (node?.__typename === 'OrganizationSubscriptionGroupNode' ? node : null)} />;
}
