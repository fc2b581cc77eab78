import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './location.js';
import ListPage from './locations.js';

/** /backoffice/organization/locations and …/locations/{id|new}: one route for the list and its records. */
export default function OrganizationLocationsRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
