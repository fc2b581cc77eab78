import { useParams } from 'react-router';
import DetailPage from './account.js';
import NewPage from './account-new.js';
import ListPage from './accounts.js';

/** /backoffice/relations/accounts, …/new and …/{id}: one route for the list, the create form and a record (see the finance routes). */
export default function AccountsRoute() {
  const { id } = useParams();
  if (!id) return <ListPage />;
  return id === 'new' ? <NewPage /> : <DetailPage />;
}
