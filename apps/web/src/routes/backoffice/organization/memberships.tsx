import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { MEMBERSHIPS } from '../../../features/organization/organization-kinds.js';
import { OrganizationMembershipListDocument, type OrganizationMembershipListQuery } from '../../../features/organization/subscription-products.generated.js';
import { validityDisplay } from '../../../features/organization/validity-units.js';

type Membership = OrganizationMembershipListQuery['organizationMemberships']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Membership>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name },
  { key: 'validity', header: 'Validity', cell: (m) => validityDisplay(m.validity, m.validityUnit) },
  { key: 'price', header: 'Price', cell: (m) => m.priceDisplay },
  { key: 'renewal', header: 'Renewal', cell: (m) => (m.renewal ? 'Renews' : 'Ends') },
  { key: 'flags', header: 'Shown', cell: (m) => [m.displayShop && 'Shop', m.displayPublic && 'Public'].filter(Boolean).join(', ') },
];

/** /backoffice/organization/memberships: the memberships the club sells, by name. */
export default function OrganizationMemberships() {
  return (
    <RecordListPage
      kind={MEMBERSHIPS}
      document={OrganizationMembershipListDocument}
      connection={(data) => data.organizationMemberships}
      columns={COLUMNS}
      empty={<Text>No memberships yet. A membership is a yearly (or other) fee a subscription may require.</Text>}
    />
  );
}
