import { describe, expect, it } from 'vitest';
import { listedDays } from './listed-classes.js';
import type { ScheduleClass } from './types.js';

const scheduleClass = (scheduleItemId: string, instructor: string | null): ScheduleClass => ({
  scheduleItemId,
  date: '2026-03-31',
  timeStart: '18:00:00',
  timeEnd: '19:00:00',
  bookingStatus: 'OK',
  availableSpacesOnline: 10,
  bookingOpenOn: '2026-03-01',
  holidayName: '',
  account: instructor ? { id: instructor, fullName: instructor } : null,
  organizationClasstype: { id: 'ct', name: 'Boxing', waitlist: false },
  organizationLevel: null,
  organizationLocationRoom: { id: 'r', name: 'Ring', organizationLocation: { id: 'l', name: 'Main' } },
});

describe('the days the schedule lists', () => {
  it('lists every day of the range, with no classes where the server sent none', () => {
    const days = listedDays({ dateFrom: '2026-03-30', dateUntil: '2026-04-01' }, [{ date: '2026-03-31', classes: [scheduleClass('a', 'Coach')] }]);
    expect(days.map((day) => [day.date, day.classes.length])).toEqual([
      ['2026-03-30', 0],
      ['2026-03-31', 1],
      ['2026-04-01', 0],
    ]);
  });

  it('leaves out classes that have no instructor account', () => {
    const days = listedDays({ dateFrom: '2026-03-31', dateUntil: '2026-03-31' }, [
      { date: '2026-03-31', classes: [scheduleClass('a', null), scheduleClass('b', 'Coach')] },
    ]);
    expect(days[0]!.classes.map((c) => c.scheduleItemId)).toEqual(['b']);
  });
});
