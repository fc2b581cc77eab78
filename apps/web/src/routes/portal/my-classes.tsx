import { Text } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { AttendanceList } from '../../features/schedule/components/attendance-list.js';
import { WaitlistPlaces } from '../../features/schedule/components/waitlist-places.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useClubToday } from '../../lib/use-club-time.js';

/** /user/classes: the member's waitlist places, then their class bookings from the club's today on, with cancel and rebook. */
export default function MyClassesPage() {
  const today = useClubToday();
  return (
    <RequireLogin>
      <PageTitle>My classes</PageTitle>
      <WaitlistPlaces />
      {today === null ? <Text>Loading Data...</Text> : <AttendanceList filter={{ dateGte: today }} empty={<EmptyState buttonLabel="Reserve your spot" to="/book-your-spot" />} />}
    </RequireLogin>
  );
}
