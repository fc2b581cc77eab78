import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './classtype.js';
import ListPage from './classtypes.js';

/** /backoffice/organization/classtypes and …/classtypes/{id|new}: one route for the list and its records. */
export default function OrganizationClasstypesRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
