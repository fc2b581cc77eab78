import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.js';
import { PageTitle } from '../../components/page-title.js';
import { CalendarFeedSection } from '../../features/calendar-feed/components/calendar-feed-section.js';
import { AttendanceList } from '../../features/schedule/components/attendance-list.js';
import { WaitlistPlaces } from '../../features/schedule/components/waitlist-places.js';
import { useFetchAttendances } from '../../features/schedule/hooks/use-fetch-attendances.js';
import { RequireLogin } from '../../features/session/require-login.js';
import { useClubToday } from '../../lib/use-club-time.js';

/** /user/classes: the member's waitlist places, then their class bookings from the club's today on, with cancel and rebook, and their calendar feed. */
export default function MyClassesPage() {
  const today = useClubToday();
  return (
    <RequireLogin>
      <PageTitle>My classes</PageTitle>
      {today === null ? <Text>Loading Data...</Text> : <MyClassBookings today={today} />}
    </RequireLogin>
  );
}

function MyClassBookings({ today }: { today: string }) {
  const filter = { dateGte: today };
  // The same query as the list's (one request): the feed's section waits for the bookings, so the list arriving above
  // it never pushes it down the screen (a layout shift of 0.23 on a phone when it was drawn at once).
  const { loading } = useFetchAttendances(filter);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <WaitlistPlaces />
        <AttendanceList filter={filter} empty={<EmptyState buttonLabel="Reserve your spot" to="/book-your-spot" />} />
      </Stack>
      {!loading && <CalendarFeedSection />}
    </Stack>
  );
}
