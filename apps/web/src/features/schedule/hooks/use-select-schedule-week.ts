import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CURRENT_WEEK, changeWeek, fromHash, scheduleRange, selectedDate, toHash, weekDays, type ScheduleWeek } from '../schedule-week.js';

/**
 * The week strip's state. Every change is written to the URL hash (replacing the history entry, so Back
 * leaves the schedule instead of stepping through weeks); a hash the page did not write itself (on load,
 * a link to /book-your-spot, an edited address) is read back into the state. The week starts from the
 * club's today (`useClubToday`), never the browser's, kept as it was when the page opened.
 */
export function useSelectScheduleWeek(clubToday: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(clubToday);
  const [week, setWeek] = useState<ScheduleWeek>(() => fromHash(location.hash, today));
  const writtenHash = useRef<string | null>(null);

  function select(next: ScheduleWeek): void {
    setWeek(next);
    const hash = `#${toHash(next, today)}`;
    writtenHash.current = hash;
    if (location.hash !== hash) void navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true });
  }

  // Runs for a new hash only: `select` is recreated on every render and must not retrigger it.
  useEffect(() => {
    if (location.hash !== writtenHash.current) select(fromHash(location.hash, today));
  }, [location.hash]);

  return {
    weekOffset: week.weekOffset,
    days: weekDays(today, week.weekOffset),
    selected: selectedDate(week, today),
    range: scheduleRange(week, today),
    pickDay: (date: string) => select({ weekOffset: week.weekOffset, pickedDate: date }),
    previousWeek: () => select(changeWeek(week, -1)),
    nextWeek: () => select(changeWeek(week, 1)),
    goToToday: () => select(CURRENT_WEEK),
  };
}
