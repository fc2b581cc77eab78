import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { RelationsBusinessListDocument, type RelationsBusinessListQuery } from '../../../features/relations/businesses.generated.js';
import { BUSINESSES } from '../../../features/relations/relations-kinds.js';

type Business = RelationsBusinessListQuery['relationsBusinesses']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Business>[] = [
  { key: 'name', header: 'Name', cell: (b) => b.name },
  { key: 'city', header: 'City', cell: (b) => b.city },
  { key: 'vatId', header: 'VAT id', cell: (b) => b.vatId },
  { key: 'email', header: 'Email', cell: (b) => b.email },
];

/** /backoffice/relations/businesses: suppliers and business customers by name, searched. */
export default function RelationsBusinesses() {
  return (
    <RecordListPage
      kind={BUSINESSES}
      document={RelationsBusinessListDocument}
      connection={(data) => data.relationsBusinesses}
      columns={COLUMNS}
      searches="Name, email, city or VAT id"
      empty={<Text>No businesses yet. Add the club's suppliers here before recording their expenses.</Text>}
    />
  );
}
