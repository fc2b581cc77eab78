import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../components/backoffice/data-table.js';
import { RecordListPage } from '../../../components/backoffice/record-list-page.js';
import { TAX_RATES } from '../../../features/finance/finance-setup-kinds.js';
import { FinanceTaxRateListDocument, type FinanceTaxRateListQuery } from '../../../features/finance/finance-setup.generated.js';
import { percentageText, RATE_TYPE_LABELS } from '../../../features/finance/tax-rate-format.js';

type Row = FinanceTaxRateListQuery['financeSetupTaxRates']['edges'][number]['node'];

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'percentage', header: 'Percentage', cell: (r) => percentageText(r.percentage) },
  { key: 'rateType', header: 'Prices', cell: (r) => RATE_TYPE_LABELS[r.rateType] },
  { key: 'code', header: 'Code', cell: (r) => r.code },
];

/** /backoffice/finance/tax-rates: the rates products and invoice lines carry. */
export default function FinanceTaxRates() {
  return (
    <RecordListPage
      kind={TAX_RATES}
      document={FinanceTaxRateListDocument}
      connection={(data) => data.financeSetupTaxRates}
      columns={COLUMNS}
      empty={<Text>No tax rates yet.</Text>}
    />
  );
}
