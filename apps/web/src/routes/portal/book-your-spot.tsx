import { PageTitle } from '../../components/page-title.js';
import { ScheduleDayList } from '../../features/schedule/components/schedule-day-list.js';
import { WeekStrip } from '../../features/schedule/components/week-strip.js';
import { useSelectScheduleWeek } from '../../features/schedule/hooks/useSelectScheduleWeek.js';

/** /book-your-spot: the public class schedule, one week strip at a time. */
export default function BookYourSpotPage() {
  const week = useSelectScheduleWeek();
  return (
    <>
      <PageTitle>Book your Spot</PageTitle>
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
