import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { SUBSCRIPTIONS } from '../../../features/organization/organization-kinds.js';
import { classesPerUnit } from '../../../features/organization/subscription-units.js';
import { OrganizationSubscriptionListDocument, type OrganizationSubscriptionListQuery } from '../../../features/organization/subscription-products.generated.js';

type Subscription = OrganizationSubscriptionListQuery['organizationSubscriptions']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Subscription>[] = [
  { key: 'name', header: 'Name', cell: (s) => s.name },
  { key: 'classes', header: 'Classes', cell: classesPerUnit },
  { key: 'price', header: 'Price today', cell: (s) => s.priceToday?.priceDisplay ?? 'No price' },
  { key: 'fee', header: 'Registration fee', cell: (s) => s.registrationFeeDisplay },
  { key: 'minimum', header: 'Minimum', cell: (s) => (s.minimumDurationMonths === 0 ? 'None' : `${s.minimumDurationMonths} months`) },
  { key: 'flags', header: 'Shown', cell: (s) => [s.displayShop && 'Shop', s.displayPublic && 'Public'].filter(Boolean).join(', ') },
];

/** /backoffice/organization/subscriptions: the subscriptions the club sells, by name, with today's price. */
export default function OrganizationSubscriptions() {
  return (
    <RecordListPage
      kind={SUBSCRIPTIONS}
      document={OrganizationSubscriptionListDocument}
      connection={(data) => data.organizationSubscriptions}
      columns={COLUMNS}
      empty={<Text>No subscriptions yet. A subscription is billed every month and gives classes a week or a month.</Text>}
    />
  );
}
