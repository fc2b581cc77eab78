import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './level.js';
import ListPage from './levels.js';

/** /backoffice/organization/levels and …/levels/{id|new}: one route for the list and its records. */
export default function OrganizationLevelsRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
