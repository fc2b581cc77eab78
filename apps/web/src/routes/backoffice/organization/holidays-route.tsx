import { useParams } from 'react-router';
import { RequirePermission } from '../../../components/backoffice/require-permission.js';
import DetailPage from './holiday.js';
import ListPage from './holidays.js';

/** /backoffice/organization/holidays and …/holidays/{id|new}: one route for the list and its records. */
export default function OrganizationHolidaysRoute() {
  return <RequirePermission permission="organization.view">{useParams().id ? <DetailPage /> : <ListPage />}</RequirePermission>;
}
