import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GraphQLDocument } from '../../lib/graphql-client.js';
import { useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { PageTitle } from '../page-title.js';
import { ARCHIVED_OPTIONS, showsArchived } from './archived-filter.js';
import { DataTable, type DataTableColumn, type PageCursors } from './data-table.js';
import { FilterSelect } from './filter-select.js';
import type { PageWindow } from './list-params.js';
import { recordHref, shortName, type RecordKind } from './record-kind.js';
import { SearchBox } from './search-box.js';
import { useListParams } from './use-list-params.js';
import { useCanEditRecords } from './use-record-writes.js';

/**
 * A kind's list page: its title, 'Add …' for staff who may change it, the search box of a searched kind, the
 * current/archived filter, and the table of one page of its connection query, each row linking to its record's page.
 */
export function RecordListPage<TResult, Row extends { id: string }>({ kind, document, connection, columns, empty, archivable = true, searches }: {
  kind: RecordKind;
  document: GraphQLDocument<TResult, PageWindow & { archived?: boolean | null; search?: string | null }>;
  connection: (data: TResult) => { edges: { node: Row }[]; pageInfo: PageCursors };
  columns: DataTableColumn<Row>[];
  empty: ReactNode;
  /** false for records that are deleted rather than archived (holidays) */
  archivable?: boolean;
  /** what the search box matches ('Name, email or city'); the query then takes `search` */
  searches?: string;
}) {
  const list = useListParams();
  const search = (searches && list.filter('search')) || null;
  const { data, isPending, error } = useGraphQLQuery(document, {
    ...list.window,
    ...(archivable ? { archived: showsArchived(list) } : {}),
    ...(searches ? { search } : {}),
  });
  const canEdit = useCanEditRecords(kind);
  const page = data && connection(data);
  return (
    <Stack gap="md">
      <PageTitle>{kind.plural}</PageTitle>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          {searches && <SearchBox key={search} value={search ?? ''} description={searches} onSearch={(text) => list.setFilter('search', text || null)} />}
          {archivable && <FilterSelect list={list} name="show" label="Show" allLabel="Current" options={ARCHIVED_OPTIONS} />}
        </Group>
        {canEdit && (
          <Button component={Link} to={`${kind.list}/new`}>
            Add {shortName(kind).toLowerCase()}
          </Button>
        )}
      </Group>
      <DataTable
        label={kind.plural.toLowerCase()}
        list={list}
        columns={columns}
        rows={page?.edges.map((edge) => edge.node)}
        rowKey={(row) => row.id}
        rowHref={(row) => recordHref(kind, row.id)}
        loading={isPending}
        error={error}
        pageInfo={page?.pageInfo}
        empty={search ? <Text>Nothing matches "{search}".</Text> : empty}
      />
    </Stack>
  );
}
