import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { showsArchived } from '../../../features/organization/archived-filter.js';
import { OrganizationLevelListDocument } from '../../../features/organization/organization.generated.js';
import { SetupList } from '../../../features/organization/setup-list.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

const COLUMNS: DataTableColumn<{ id: string; name: string }>[] = [{ key: 'name', header: 'Name', cell: (l) => l.name }];

/** /backoffice/organization/levels: the levels classes are given at (beginner, advanced …). */
export default function OrganizationLevels() {
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(OrganizationLevelListDocument, { ...list.window, archived: showsArchived(list) });
  return (
    <SetupList
      title="Levels"
      addLabel="Add level"
      newHref="/backoffice/organization/levels/new"
      label="levels"
      list={list}
      columns={COLUMNS}
      rows={data?.organizationLevels.edges.map((e) => e.node)}
      rowKey={(l) => l.id}
      rowHref={(l) => `/backoffice/organization/levels/${encodeURIComponent(l.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.organizationLevels.pageInfo}
      empty={<Text>No levels yet.</Text>}
    />
  );
}
