import { describe, expect, it } from 'vitest';
import { availableSpaces, bookingOpenOn, bookingStatusOf, type StatusInput } from './booking-status.js';
import { clubNow } from '../../platform/club-clock.js';

const base: StatusInput = {
  holiday: false,
  cancelled: false,
  date: '2026-03-10',
  timeStart: '18:00:00',
  timeEnd: '19:00:00',
  bookingOpenOn: '2026-02-07',
  availableSpacesOnline: 5,
};
// 10:00 in Amsterdam on Monday 2 March 2026.
const now = clubNow(new Date('2026-03-02T09:00:00Z'), 'Europe/Amsterdam');

describe('capacity', () => {
  it('keeps walk-in spaces out of online booking and counts booked and attending', () => {
    expect(availableSpaces({ spaces: 10, walkInSpaces: 2, countBooked: 5, countAttending: 1 })).toEqual({ total: 4, online: 2 });
  });

  it('never reports negative free spaces when a class is overfull', () => {
    expect(availableSpaces({ spaces: 3, walkInSpaces: 2, countBooked: 4, countAttending: 0 })).toEqual({ total: 0, online: 0 });
  });

  it('opens booking the configured number of days before the class', () => {
    expect(bookingOpenOn('2026-03-10', 31)).toBe('2026-02-07');
    expect(bookingOpenOn('2026-03-10', 0)).toBe('2026-03-10');
  });
});

describe('booking status', () => {
  it('is OK for a future, open class with a free online spot', () => {
    expect(bookingStatusOf(base, now)).toBe('OK');
  });

  it('checks holiday first, then cancelled, then ongoing', () => {
    const ongoingNow = clubNow(new Date('2026-03-10T17:30:00Z'), 'Europe/Amsterdam');
    expect(bookingStatusOf({ ...base, holiday: true, cancelled: true }, ongoingNow)).toBe('HOLIDAY');
    expect(bookingStatusOf({ ...base, cancelled: true }, ongoingNow)).toBe('CANCELLED');
    expect(bookingStatusOf({ ...base, availableSpacesOnline: 0 }, ongoingNow)).toBe('ONGOING');
  });

  it('is ONGOING from the first to the last minute of the class, in club time', () => {
    expect(bookingStatusOf(base, clubNow(new Date('2026-03-10T17:00:00Z'), 'Europe/Amsterdam'))).toBe('ONGOING');
    expect(bookingStatusOf(base, clubNow(new Date('2026-03-10T18:00:00Z'), 'Europe/Amsterdam'))).toBe('ONGOING');
    expect(bookingStatusOf(base, clubNow(new Date('2026-03-10T16:59:59Z'), 'Europe/Amsterdam'))).toBe('OK');
  });

  it('is NOT_YET_OPEN before the booking day, even when the class is full', () => {
    expect(bookingStatusOf({ ...base, bookingOpenOn: '2026-03-03', availableSpacesOnline: 0 }, now)).toBe('NOT_YET_OPEN');
    expect(bookingStatusOf({ ...base, bookingOpenOn: '2026-03-02' }, now)).toBe('OK');
  });

  it('is FULL for a future open class without a free online spot', () => {
    expect(bookingStatusOf({ ...base, availableSpacesOnline: 0 }, now)).toBe('FULL');
  });

  it('is FINISHED once the class is over, full or not', () => {
    const after = clubNow(new Date('2026-03-10T18:00:01Z'), 'Europe/Amsterdam');
    expect(bookingStatusOf({ ...base, availableSpacesOnline: 0 }, after)).toBe('FINISHED');
  });
});
