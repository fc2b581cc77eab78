import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { CalendarFeedSection } from '../../features/calendar-feed/components/calendar-feed-section.js';
import { AppointmentList } from '../../features/personal-training/components/appointment-list.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /user/appointments: the member's personal-training appointments, with cancel. */
export default function MyAppointmentsPage() {
  return (
    <RequireLogin>
      <PageTitle>My Appointments</PageTitle>
      <Stack gap="xl">
        <AppointmentList />
        <CalendarFeedSection />
      </Stack>
    </RequireLogin>
  );
}
