import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import { QUOTE_GROUPS } from '../../../features/finance/finance-setup-kinds.js';
import { FinanceQuoteGroupListDocument } from '../../../features/finance/finance-setup.generated.js';
import { InvoiceGroupDetail, InvoiceGroupList } from './invoice-group-pages.js';

/** /backoffice/finance/quote-groups and …/quote-groups/{id|new}: the numberings quotes are sent in, with their terms. */
export default function FinanceQuoteGroupsRoute() {
  return (
    <FinanceSetupRoute
      list={<InvoiceGroupList kind={QUOTE_GROUPS} groupKind="QUOTE" document={FinanceQuoteGroupListDocument} connection={(data) => data.financeInvoiceGroups} />}
      detail={<InvoiceGroupDetail kind={QUOTE_GROUPS} groupKind="QUOTE" />}
    />
  );
}
