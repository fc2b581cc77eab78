import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import { COST_CENTRES } from '../../../features/finance/finance-setup-kinds.js';
import {
  ArchiveFinanceCostCentreDocument,
  CreateFinanceCostCentreDocument,
  FinanceCostCentreDetailDocument,
  FinanceCostCentreListDocument,
  UpdateFinanceCostCentreDocument,
  type FinanceCostCentreDetailQuery,
} from '../../../features/finance/finance-setup.generated.js';
import { LedgerCodeDetail, LedgerCodeList } from './ledger-code-pages.js';

const DOCUMENTS = {
  detail: FinanceCostCentreDetailDocument,
  select: ({ node }: FinanceCostCentreDetailQuery) => (node?.__typename === 'FinanceCostCentreNode' ? node : null),
  create: CreateFinanceCostCentreDocument,
  update: UpdateFinanceCostCentreDocument,
  archive: ArchiveFinanceCostCentreDocument,
};

/** /backoffice/finance/cost-centres and …/cost-centres/{id|new}: the cost centres revenue and expenses are booked to (a discipline, a location). */
export default function FinanceCostCentresRoute() {
  return (
    <FinanceSetupRoute
      list={<LedgerCodeList kind={COST_CENTRES} document={FinanceCostCentreListDocument} connection={(data) => data.financeCostCentres} />}
      detail={<LedgerCodeDetail kind={COST_CENTRES} documents={DOCUMENTS} />}
    />
  );
}
