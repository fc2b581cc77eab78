import { Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { ScheduleDayList } from '../../features/schedule/components/schedule-day-list.js';
import { WeekStrip } from '../../features/schedule/components/week-strip.js';
import { useSelectScheduleWeek } from '../../features/schedule/hooks/use-select-schedule-week.js';
import { useClubToday } from '../../lib/use-club-time.js';

function Schedule({ today }: { today: string }) {
  const week = useSelectScheduleWeek(today);
  return (
    <>
      <WeekStrip
        days={week.days}
        selected={week.selected}
        weekOffset={week.weekOffset}
        onPickDay={week.pickDay}
        onPreviousWeek={week.previousWeek}
        onNextWeek={week.nextWeek}
        onToday={week.goToToday}
      />
      <ScheduleDayList range={week.range} />
    </>
  );
}

/** /book-your-spot: the public class schedule, one week strip at a time, from the club's today. */
export default function BookYourSpotPage() {
  const today = useClubToday();
  return (
    <>
      <PageTitle>Book your Spot</PageTitle>
      {today === null ? <Text>Loading Data...</Text> : <Schedule today={today} />}
    </>
  );
}
