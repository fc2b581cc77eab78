import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import DetailPage from './payment-method.js';
import ListPage from './payment-methods.js';

/** /backoffice/finance/payment-methods and …/payment-methods/{id|new}: one route for the list and its records. */
export default function FinancePaymentMethodsRoute() {
  return <FinanceSetupRoute list={<ListPage />} detail={<DetailPage />} />;
}
