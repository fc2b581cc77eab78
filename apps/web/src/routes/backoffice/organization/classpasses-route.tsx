import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './classpass.js';
import ListPage from './classpasses.js';

/** /backoffice/organization/classpasses and …/classpasses/{id|new}: one route for the list and its records. */
export default function OrganizationClasspassesRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
