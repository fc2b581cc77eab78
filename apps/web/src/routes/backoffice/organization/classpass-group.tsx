import { ProductGroupPage } from '../../../features/organization/product-group-pages.js';
import {
  ArchiveOrganizationClasspassGroupDocument,
  CreateOrganizationClasspassGroupDocument,
  OrganizationClasspassGroupDetailDocument,
  UpdateOrganizationClasspassGroupDocument,
} from '../../../features/organization/organization.generated.js';
import { CLASSPASS_GROUPS } from '../../../features/organization/organization-kinds.js';

const DOCUMENTS = {
  detail: OrganizationClasspassGroupDetailDocument,
  create: CreateOrganizationClasspassGroupDocument,
  update: UpdateOrganizationClasspassGroupDocument,
  archive: ArchiveOrganizationClasspassGroupDocument,
};

/** /backoffice/organization/classpass-groups/{id|new}: one pass group (products join it on their own form). */
export default function OrganizationClasspassGroup() {
  return <ProductGroupPage kind={CLASSPASS_GROUPS} documents={DOCUMENTS} select={({ node }) => (node?.__typename === 'OrganizationClasspassGroupNode' ? node : null)} />;
}
