import { describe, expect, it } from 'vitest';
import { pickClassForCheckIn } from './next-class.js';

const early = { id: 1, timeStart: '17:00:00', timeEnd: '18:00:00' };
const late = { id: 2, timeStart: '18:00:00', timeEnd: '19:00:00' };
const evening = { id: 3, timeStart: '20:00:00', timeEnd: '21:00:00' };
const classes = [early, late, evening];
const none = () => false;

describe('the class a scanned card checks in to', () => {
  it('opens 60 minutes before the start and closes at the end', () => {
    expect(pickClassForCheckIn(classes, '15:59:59', none)).toBeUndefined();
    expect(pickClassForCheckIn(classes, '16:00:00', none)).toBe(early);
    expect(pickClassForCheckIn([early], '18:00:00', none)).toBeUndefined();
    expect(pickClassForCheckIn(classes, '19:30:00', none)).toBe(evening);
    expect(pickClassForCheckIn(classes, '20:59:00', none)).toBe(evening);
    expect(pickClassForCheckIn(classes, '21:00:00', none)).toBeUndefined();
  });

  it('takes the class whose start is nearest when two booked ones are open, the earlier on a tie', () => {
    const booked = () => true;
    expect(pickClassForCheckIn(classes, '17:10:00', booked)).toBe(early);
    expect(pickClassForCheckIn(classes, '17:50:00', booked)).toBe(late);
    expect(pickClassForCheckIn(classes, '17:30:00', booked)).toBe(early);
  });

  it('walks a member without a booking in to a class that has not started, else names the one in progress', () => {
    expect(pickClassForCheckIn(classes, '17:10:00', none)).toBe(late);
    expect(pickClassForCheckIn([early], '17:10:00', none)).toBe(early);
    expect(pickClassForCheckIn(classes, '16:30:00', none)).toBe(early);
  });

  it("prefers the member's own booking among the open classes", () => {
    expect(pickClassForCheckIn(classes, '17:10:00', (c) => c === late)).toBe(late);
    expect(pickClassForCheckIn(classes, '17:10:00', (c) => c === early)).toBe(early);
    expect(pickClassForCheckIn(classes, '17:10:00', (c) => c === evening)).toBe(late);
  });
});
