import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { AppointmentWizard } from '../../features/personal-training/components/appointment-wizard.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /personal/book/{serviceId}/: the appointment wizard, Trainer → Date → Book → Complete. */
export default function BookAppointmentPage() {
  const { serviceId = '' } = useParams();
  return (
    <>
      <PageTitle>Book your appointment</PageTitle>
      <RequireLogin>
        <AppointmentWizard serviceId={serviceId} />
      </RequireLogin>
    </>
  );
}
