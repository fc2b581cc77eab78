import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { showsArchived } from '../../../features/organization/archived-filter.js';
import { OrganizationClasspassListDocument, type OrganizationClasspassListQuery } from '../../../features/organization/organization.generated.js';
import { SetupList } from '../../../features/organization/setup-list.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

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
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(OrganizationClasspassListDocument, { ...list.window, archived: showsArchived(list) });
  return (
    <SetupList
      title="Class passes"
      addLabel="Add class pass"
      newHref="/backoffice/organization/classpasses/new"
      label="class passes"
      list={list}
      columns={COLUMNS}
      rows={data?.organizationClasspasses.edges.map((e) => e.node)}
      rowKey={(p) => p.id}
      rowHref={(p) => `/backoffice/organization/classpasses/${encodeURIComponent(p.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.organizationClasspasses.pageInfo}
      empty={<Text>No class passes yet.</Text>}
    />
  );
}
