import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './subscription.js';
import ListPage from './subscriptions.js';

/** /backoffice/organization/subscriptions and …/subscriptions/{id|new}: one route for the list and its records. */
export default function OrganizationSubscriptionsRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
