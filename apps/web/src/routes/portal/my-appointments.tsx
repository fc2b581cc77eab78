import { PageTitle } from '../../components/page-title.js';
import { AppointmentList } from '../../features/personal-training/components/appointment-list.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /user/appointments: the member's personal-training appointments, with cancel. */
export default function MyAppointmentsPage() {
  return (
    <RequireLogin>
      <PageTitle>My Appointments</PageTitle>
      <AppointmentList />
    </RequireLogin>
  );
}
