import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { CLASSPASSES } from '../../../features/organization/organization-kinds.js';
import { OrganizationClasspassListDocument, type OrganizationClasspassListQuery } from '../../../features/organization/organization.generated.js';

type Classpass = OrganizationClasspassListQuery['organizationClasspasses']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Classpass>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name },
  { key: 'classes', header: 'Classes', cell: (p) => (p.unlimited ? 'Unlimited' : String(p.classes ?? '')) },
  { key: 'validity', header: 'Validity', cell: (p) => `${p.validity} ${p.validityUnitDisplay.toLowerCase()}` },
  { key: 'price', header: 'Price', cell: (p) => p.priceDisplay },
  { key: 'flags', header: 'Shown', cell: (p) => [p.displayShop && 'Shop', p.displayPublic && 'Public', p.trialPass && 'Trial'].filter(Boolean).join(', ') },
];

/** /backoffice/organization/classpasses: the class pass products the club sells, by name. */
export default function OrganizationClasspasses() {
  return (
    <RecordListPage
      kind={CLASSPASSES}
      document={OrganizationClasspassListDocument}
      connection={(data) => data.organizationClasspasses}
      columns={COLUMNS}
      empty={<Text>No class passes yet.</Text>}
    />
  );
}
