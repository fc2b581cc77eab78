import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toIsoDate } from '../dates.js';
import { CURRENT_WEEK, changeWeek, fromHash, scheduleRange, selectedDate, toHash, weekDays, type ScheduleWeek } from '../schedule-week.js';

/**
 * The week strip's state, restored from the URL hash on load and written back to it on every change
 * (replacing the history entry, so Back leaves the schedule instead of stepping through weeks).
 */
export function useSelectScheduleWeek() {
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(() => toIsoDate(dayjs()));
  const [week, setWeek] = useState<ScheduleWeek>(() => fromHash(location.hash, today));

  const hash = `#${toHash(week, today)}`;
  useEffect(() => {
    if (location.hash !== hash) void navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true });
  }, [hash, location.hash, location.pathname, location.search, navigate]);

  return {
    weekOffset: week.weekOffset,
    days: weekDays(today, week.weekOffset),
    selected: selectedDate(week, today),
    range: scheduleRange(week, today),
    pickDay: (date: string) => setWeek({ weekOffset: week.weekOffset, pickedDate: date }),
    previousWeek: () => setWeek(changeWeek(week, -1)),
    nextWeek: () => setWeek(changeWeek(week, 1)),
    goToToday: () => setWeek(CURRENT_WEEK),
  };
}
