import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import { GL_ACCOUNTS } from '../../../features/finance/finance-setup-kinds.js';
import {
  ArchiveFinanceGlAccountDocument,
  CreateFinanceGlAccountDocument,
  FinanceGlAccountDetailDocument,
  FinanceGlAccountListDocument,
  UpdateFinanceGlAccountDocument,
  type FinanceGlAccountDetailQuery,
} from '../../../features/finance/finance-setup.generated.js';
import { LedgerCodeDetail, LedgerCodeList } from './ledger-code-pages.js';

const DOCUMENTS = {
  detail: FinanceGlAccountDetailDocument,
  select: ({ node }: FinanceGlAccountDetailQuery) => (node?.__typename === 'FinanceGlAccountNode' ? node : null),
  create: CreateFinanceGlAccountDocument,
  update: UpdateFinanceGlAccountDocument,
  archive: ArchiveFinanceGlAccountDocument,
};

/** /backoffice/finance/gl-accounts and …/gl-accounts/{id|new}: the general ledger accounts revenue and expenses are booked on. */
export default function FinanceGlAccountsRoute() {
  return (
    <FinanceSetupRoute
      list={<LedgerCodeList kind={GL_ACCOUNTS} document={FinanceGlAccountListDocument} connection={(data) => data.financeGlAccounts} />}
      detail={<LedgerCodeDetail kind={GL_ACCOUNTS} documents={DOCUMENTS} />}
    />
  );
}
