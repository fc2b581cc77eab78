import '@mantine/core/styles/Image.css';
import { Image, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { useListParams } from '../../../components/backoffice/use-list-params.js';
import { showsArchived } from '../../../features/organization/archived-filter.js';
import { OrganizationClasstypeListDocument, type OrganizationClasstypeListQuery } from '../../../features/organization/organization.generated.js';
import { SetupList } from '../../../features/organization/setup-list.js';
import { useGraphQLQuery } from '../../../lib/use-graphql-query.js';

type Classtype = OrganizationClasstypeListQuery['organizationClasstypes']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Classtype>[] = [
  { key: 'name', header: 'Name', cell: (c) => c.name },
  // The name is in the first column: the picture is decoration here.
  { key: 'image', header: 'Image', cell: (c) => (c.urlImage ? <Image src={c.urlImage} alt="" h={32} w={48} fit="cover" radius="sm" /> : '') },
  { key: 'public', header: 'Public', cell: (c) => (c.displayPublic ? 'Yes' : 'No') },
];

/** /backoffice/organization/classtypes: what the club teaches (boxing, kickboxing …), each with a picture. */
export default function OrganizationClasstypes() {
  const list = useListParams();
  const { data, isPending, error } = useGraphQLQuery(OrganizationClasstypeListDocument, { ...list.window, archived: showsArchived(list) });
  return (
    <SetupList
      title="Class types"
      addLabel="Add class type"
      newHref="/backoffice/organization/classtypes/new"
      label="class types"
      list={list}
      columns={COLUMNS}
      rows={data?.organizationClasstypes.edges.map((e) => e.node)}
      rowKey={(c) => c.id}
      rowHref={(c) => `/backoffice/organization/classtypes/${encodeURIComponent(c.id)}`}
      loading={isPending}
      error={error}
      pageInfo={data?.organizationClasstypes.pageInfo}
      empty={<Text>No class types yet.</Text>}
    />
  );
}
