import { describe, expect, it } from 'vitest';
import { isEndTime, parseSlotTime, slotStartOn } from './slot-time.js';

const TZ = 'Europe/Amsterdam';

describe('slot times sent by the client', () => {
  it('reads hh:mm A, HH:mm and ISO instants, and nothing else', () => {
    expect(parseSlotTime('09:30 AM')).toEqual({ minutes: 570 });
    expect(parseSlotTime('12:00 PM')).toEqual({ minutes: 720 });
    expect(parseSlotTime('12:30 AM')).toEqual({ minutes: 30 });
    expect(parseSlotTime('16:45')).toEqual({ minutes: 1005 });
    expect(parseSlotTime('2026-03-03T09:00:00+01:00')).toEqual({ instant: Date.parse('2026-03-03T08:00:00Z') });
    for (const bad of ['', '25:00', '13:00 PM', 'noon', '2026-03-03T09:00:00', '9', '09:60']) expect(parseSlotTime(bad), bad).toBeNull();
  });

  it('places a wall-clock time on the club-local date, refusing the spring-forward gap', () => {
    expect(slotStartOn('2026-03-03', '10:00 AM', TZ)).toEqual({ ok: true, instant: Date.parse('2026-03-03T09:00:00Z') });
    expect(slotStartOn('2026-03-29', '02:30 AM', TZ)).toEqual({ ok: false, reason: 'NONEXISTENT' });
    expect(slotStartOn('2026-10-25', '02:30 AM', TZ)).toEqual({ ok: true, instant: Date.parse('2026-10-25T00:30:00Z') });
    expect(slotStartOn('2026-10-25', '2026-10-25T01:30:00Z', TZ)).toEqual({ ok: true, instant: Date.parse('2026-10-25T01:30:00Z') });
    expect(slotStartOn('2026-03-04', '2026-03-03T10:00:00Z', TZ)).toEqual({ ok: false, reason: 'OTHER_DATE' });
  });

  it('checks the end time against the real end', () => {
    const end = Date.parse('2026-03-29T01:30:00Z');
    expect(isEndTime('03:30 AM', end, TZ)).toBe(true);
    expect(isEndTime('02:30 AM', end, TZ)).toBe(false);
    expect(isEndTime('2026-03-29T03:30:00+02:00', end, TZ)).toBe(true);
  });
});
