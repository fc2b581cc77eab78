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

  it('places a wall-clock time on the club-local date, refusing the spring-forward gap and meaning both instants of the fall-back hour', () => {
    expect(slotStartOn('2026-03-03', '10:00 AM', TZ)).toEqual({ ok: true, instants: [Date.parse('2026-03-03T09:00:00Z')] });
    expect(slotStartOn('2027-03-28', '02:30 AM', TZ)).toEqual({ ok: false, reason: 'NONEXISTENT' });
    expect(slotStartOn('2027-03-28', '03:00 AM', TZ)).toEqual({ ok: true, instants: [Date.parse('2027-03-28T01:00:00Z')] });
    expect(slotStartOn('2027-10-31', '02:30 AM', TZ)).toEqual({ ok: true, instants: [Date.parse('2027-10-31T00:30:00Z'), Date.parse('2027-10-31T01:30:00Z')] });
    expect(slotStartOn('2027-10-31', '2027-10-31T01:30:00Z', TZ)).toEqual({ ok: true, instants: [Date.parse('2027-10-31T01:30:00Z')] });
    expect(slotStartOn('2026-03-04', '2026-03-03T10:00:00Z', TZ)).toEqual({ ok: false, reason: 'OTHER_DATE' });
  });

  it('checks the end time against the real end', () => {
    const end = Date.parse('2027-03-28T01:30:00Z');
    expect(isEndTime('03:30 AM', end, [end], TZ)).toBe(true);
    expect(isEndTime('02:30 AM', end, [end], TZ)).toBe(false);
    expect(isEndTime('2027-03-28T03:30:00+02:00', end, [end], TZ)).toBe(true);
  });

  it("accepts the fall-back hour's wall-clock end counted from either instant of the start label, an exact end only from the booked one", () => {
    // 02:30 AM for 30 minutes on 31 October 2027: from 02:30 CEST it ends 02:00 CET, from 02:30 CET at 03:00 CET.
    const [first, second] = [Date.parse('2027-10-31T00:30:00Z'), Date.parse('2027-10-31T01:30:00Z')];
    const ends = [first + 30 * 60_000, second + 30 * 60_000];
    for (const label of ['02:00 AM', '03:00 AM']) expect(isEndTime(label, ends[1]!, ends, TZ), label).toBe(true);
    expect(isEndTime('03:30 AM', ends[1]!, ends, TZ)).toBe(false);
    expect(isEndTime('2027-10-31T02:00:00Z', ends[1]!, ends, TZ)).toBe(true);
    expect(isEndTime('2027-10-31T01:00:00Z', ends[1]!, ends, TZ)).toBe(false);
  });
});
