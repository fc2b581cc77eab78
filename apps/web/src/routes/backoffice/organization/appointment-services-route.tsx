import { useParams } from 'react-router';
import FormPage from './appointment-service.js';
import ListPage from './appointment-services.js';

/** /backoffice/organization/appointment-services, …/new and …/{id}: one route for the list and the service form. */
export default function AppointmentServicesRoute() {
  return useParams().id ? <FormPage /> : <ListPage />;
}
