import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import { INVOICE_GROUPS } from '../../../features/finance/finance-setup-kinds.js';
import { FinanceInvoiceGroupListDocument } from '../../../features/finance/finance-setup.generated.js';
import { InvoiceGroupDetail, InvoiceGroupList } from './invoice-group-pages.js';

/** /backoffice/finance/invoice-groups and …/invoice-groups/{id|new}: the numberings invoices are issued in, with their terms. */
export default function FinanceInvoiceGroupsRoute() {
  return (
    <FinanceSetupRoute
      list={<InvoiceGroupList kind={INVOICE_GROUPS} groupKind="INVOICE" document={FinanceInvoiceGroupListDocument} connection={(data) => data.financeInvoiceGroups} />}
      detail={<InvoiceGroupDetail kind={INVOICE_GROUPS} groupKind="INVOICE" />}
    />
  );
}
