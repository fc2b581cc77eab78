import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './classpass-group.js';
import ListPage from './classpass-groups.js';

/** /backoffice/organization/classpass-groups and …/classpass-groups/{id|new}: one route for the list and its records. */
export default function OrganizationClasspassGroupsRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
