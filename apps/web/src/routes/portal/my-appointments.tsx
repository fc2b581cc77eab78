import { PageTitle } from '../../components/page-title.js';

export default function MyAppointmentsPage() {
  return <PageTitle>My Appointments</PageTitle>;
}
