import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { AttendanceList } from '../../features/schedule/components/attendance-list.js';
import { toIsoDate } from '../../features/schedule/dates.js';
import { RequireLogin } from '../../features/session/require-login.js';

/** /user/classes: the member's upcoming class bookings, with cancel and rebook. */
export default function MyClassesPage() {
  const [today] = useState(() => toIsoDate(dayjs()));
  return (
    <RequireLogin>
      <PageTitle>My classes</PageTitle>
      <AttendanceList filter={{ dateGte: today }} empty={<EmptyState buttonLabel="Reserve your spot" to="/book-your-spot" />} />
    </RequireLogin>
  );
}
