import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './membership.js';
import ListPage from './memberships.js';

/** /backoffice/organization/memberships and …/memberships/{id|new}: one route for the list and its records. */
export default function OrganizationMembershipsRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
