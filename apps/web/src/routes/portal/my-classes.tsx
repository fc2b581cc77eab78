import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { CalendarFeedSection } from '../../features/calendar-feed/components/calendar-feed-section.js';
import { AttendanceList } from '../../features/schedule/components/attendance-list.js';
import { WaitlistPlaces } from '../../features/schedule/components/waitlist-places.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useClubToday } from '../../lib/use-club-time.js';

/** /user/classes: the member's waitlist places, then their class bookings from the club's today on, with cancel and rebook, and their calendar feed. */
export default function MyClassesPage() {
  const today = useClubToday();
  return (
    <RequireLogin>
      <PageTitle>My classes</PageTitle>
      <Stack gap="xl">
        <Stack gap="sm">
          <WaitlistPlaces />
          {today === null ? <Text>Loading Data...</Text> : <AttendanceList filter={{ dateGte: today }} empty={<EmptyState buttonLabel="Reserve your spot" to="/book-your-spot" />} />}
        </Stack>
        <CalendarFeedSection />
      </Stack>
    </RequireLogin>
  );
}
