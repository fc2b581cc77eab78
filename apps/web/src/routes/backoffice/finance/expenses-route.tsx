import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './expense.js';
import ListPage from './expenses.js';

/** /backoffice/finance/expenses and …/expenses/{id|new}: one route for the list and its records. */
export default function FinanceExpensesRoute() {
  return <RequirePermission permission="finance.expenses.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
