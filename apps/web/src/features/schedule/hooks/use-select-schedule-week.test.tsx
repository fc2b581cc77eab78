import dayjs from 'dayjs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubToday } from '../../../lib/club-time.js';
import { isDayBookable } from '../../personal-training/appointment-dates.js';
import { toIsoDate } from '../dates.js';
import { useSelectScheduleWeek } from './use-select-schedule-week.js';

// A member in Honolulu (UTC-10) half an hour after midnight in the club's Amsterdam: the browser still says
// Monday 9 March, the club is on Tuesday 10 March.
const CLUB_ZONE = 'Europe/Amsterdam';
const JUST_AFTER_CLUB_MIDNIGHT = new Date('2026-03-09T23:30:00Z');

/** The week strip's state on its first render, as the portal's page gives it the club's today. */
function firstWeek(hash = ''): ReturnType<typeof useSelectScheduleWeek> {
  let week: ReturnType<typeof useSelectScheduleWeek> | undefined;
  function Probe() {
    week = useSelectScheduleWeek(clubToday(CLUB_ZONE));
    return null;
  }
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[`/book-your-spot${hash}`]}>
      <Probe />
    </MemoryRouter>,
  );
  if (!week) throw new Error('the hook did not run');
  return week;
}

describe("the member portal's today is the club's", () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Pacific/Honolulu';
    vi.useFakeTimers({ now: JUST_AFTER_CLUB_MIDNIGHT, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = browserZone;
  });

  it('the browser in Honolulu is still on the day before', () => {
    expect(toIsoDate(dayjs())).toBe('2026-03-09');
  });

  it("the schedule's week starts on the club's today and selects it", () => {
    const week = firstWeek();
    expect(week.days).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16']);
    expect(week.selected).toBe('2026-03-10');
    expect(week.range).toEqual({ dateFrom: '2026-03-10', dateUntil: '2026-03-16' });
  });

  it("a week offset in the link counts from the club's today", () => {
    expect(firstWeek('#date_from=2026-03-17&week_offset=1').days[0]).toBe('2026-03-17');
  });

  it("the personal-training calendar offers the club's today, not the browser's", () => {
    const today = clubToday(CLUB_ZONE);
    expect(isDayBookable('2026-03-09', today, [])).toBe(false);
    expect(isDayBookable('2026-03-10', today, [])).toBe(true);
  });
});
