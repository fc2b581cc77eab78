import '@mantine/core/styles/Image.css';
import { Image, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { CLASSTYPES } from '../../../features/organization/organization-kinds.js';
import { OrganizationClasstypeListDocument, type OrganizationClasstypeListQuery } from '../../../features/organization/organization.generated.js';

type Classtype = OrganizationClasstypeListQuery['organizationClasstypes']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Classtype>[] = [
  { key: 'name', header: 'Name', cell: (c) => c.name },
  // The name is in the first column: the picture is decoration here.
  { key: 'image', header: 'Image', cell: (c) => (c.urlImage ? <Image src={c.urlImage} alt="" h={32} w={48} fit="cover" radius="sm" /> : '') },
  { key: 'public', header: 'Public', cell: (c) => (c.displayPublic ? 'Yes' : 'No') },
];

/** /backoffice/organization/classtypes: what the club teaches (boxing, kickboxing …), each with a picture. */
export default function OrganizationClasstypes() {
  return (
    <RecordListPage
      kind={CLASSTYPES}
      document={OrganizationClasstypeListDocument}
      connection={(data) => data.organizationClasstypes}
      columns={COLUMNS}
      empty={<Text>No class types yet.</Text>}
    />
  );
}
