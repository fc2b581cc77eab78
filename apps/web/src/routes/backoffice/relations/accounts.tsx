import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/backoffice/data-table.js';
import { FilterSelect } from '../../../components/backoffice/filter-select.js';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import { SearchBox } from '../../../components/backoffice/search-box.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { PageTitle } from '../../../components/page-title.js';
import { BackofficeAccountsDocument, type BackofficeAccountsQuery } from '../../../features/relations/accounts.generated.js';
import { hasStaffPermission } from '../../../features/session/staff-access.js';
import { useCurrentUser } from '../../../features/session/use-current-user.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type AccountRow = BackofficeAccountsQuery['accounts']['edges'][number]['node'];

const COLUMNS: DataTableColumn<AccountRow>[] = [
  { key: 'name', header: 'Name', sortable: true, cell: (account) => account.fullName },
  { key: 'email', header: 'Email', cell: (account) => account.email ?? '' },
  { key: 'keyNumber', header: 'Key number', cell: (account) => account.keyNumber ?? '' },
  { key: 'mobile', header: 'Mobile', cell: (account) => account.mobile ?? '' },
];

const STATUS_OPTIONS = [{ value: 'archived', label: 'Archived' }];

/** /backoffice/relations/accounts: the club's accounts by name, searched by name, email or key number. */
function Accounts() {
  const list = useListParams();
  const { user } = useCurrentUser();
  const search = list.filter('search') ?? '';
  const archived = list.filter('status') === 'archived';
  const orderBy = list.sort ? `${list.sort.descending ? '-' : ''}${list.sort.field}` : null;
  const { data, isPending, error } = useGraphQLQuery(BackofficeAccountsDocument, { ...list.window, search: search || null, archived, orderBy });
  return (
    <Stack gap="md">
      <PageTitle>Accounts</PageTitle>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <SearchBox key={search} value={search} description="Name, email or key number" onSearch={(text) => list.setFilter('search', text || null)} />
          <FilterSelect list={list} name="status" label="Status" allLabel="Active" options={STATUS_OPTIONS} />
        </Group>
        {user && hasStaffPermission(user, 'accounts.edit') && (
          <Button component={Link} to="/backoffice/relations/accounts/new">
            Add account
          </Button>
        )}
      </Group>
      <DataTable
        label="accounts"
        list={list}
        columns={COLUMNS}
        rows={data?.accounts.edges.map((edge) => edge.node)}
        rowKey={(account) => account.id}
        rowHref={(account) => `/backoffice/relations/accounts/${encodeURIComponent(account.id)}`}
        loading={isPending}
        error={error}
        pageInfo={data?.accounts.pageInfo}
        empty={<Text>{search ? `No ${archived ? 'archived ' : ''}account matches "${search}".` : `No ${archived ? 'archived ' : ''}accounts yet.`}</Text>}
      />
    </Stack>
  );
}

export default function AccountsPage() {
  return (
    <RequirePermission permission="accounts.view">
      <Accounts />
    </RequirePermission>
  );
}
