import { FinanceSetupRoute } from '../../../features/finance/components/finance-setup-route.js';
import DetailPage from './tax-rate.js';
import ListPage from './tax-rates.js';

/** /backoffice/finance/tax-rates and …/tax-rates/{id|new}: one route for the list and its records. */
export default function FinanceTaxRatesRoute() {
  return <FinanceSetupRoute list={<ListPage />} detail={<DetailPage />} />;
}
