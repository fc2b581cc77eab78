import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './subscription-group.js';
import ListPage from './subscription-groups.js';

/** /backoffice/organization/subscription-groups and …/subscription-groups/{id|new}: one route for the list and its records. */
export default function OrganizationSubscriptionGroupsRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
