import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { showsArchived } from '../../../features/organization/archived-filter.js';
import { OrganizationClasspassGroupListDocument } from '../../../features/organization/organization.generated.js';
import { SetupList } from '../../../features/organization/setup-list.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const COLUMNS: DataTableColumn<{ id: string; name: string; description: string }>[] = [
  { key: 'name', header: 'Name', cell: (g) => g.name },
  { key: 'description', header: 'Description', cell: (g) => g.description },
];

/** /backoffice/organization/classpass-groups: the groups that say which classes a pass may be used for. */
export default function OrganizationClasspassGroups() {
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(OrganizationClasspassGroupListDocument, { ...list.window, archived: showsArchived(list) });
  return (
    <SetupList
      title="Class pass groups"
      addLabel="Add group"
      newHref="/backoffice/organization/classpass-groups/new"
      label="class pass groups"
      list={list}
      columns={COLUMNS}
      rows={data?.organizationClasspassGroups.edges.map((e) => e.node)}
      rowKey={(l) => l.id}
      rowHref={(l) => `/backoffice/organization/classpass-groups/${encodeURIComponent(l.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.organizationClasspassGroups.pageInfo}
      empty={<Text>No pass groups yet. A group names which classes its passes may be used for.</Text>}
    />
  );
}
