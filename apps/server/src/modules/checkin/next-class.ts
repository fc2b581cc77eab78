/**
 * Which of today's classes at a location a scanned card checks in to. Check-in opens 60 minutes before a
 * class starts (people come early to change) and closes when it ends (a booked late comer still counts). Of
 * the classes open for check-in, one the member booked and has not yet been checked in to wins (a booking is
 * the member's own choice); else one that has not started yet, as only those take walk-ins (booking rules:
 * a class in progress is not bookable); else the open one, whose refusal then says it has started. Within a
 * group the start nearest to now wins, the earlier on a tie: ten minutes into the booked 17:00 class it is
 * that one, ten minutes before the booked 18:00 class the next.
 */
export const CHECK_IN_OPENS_BEFORE_MINUTES = 60;

export interface ClassTimes {
  /** club-local wall-clock times, HH:mm or HH:mm:ss */
  timeStart: string;
  timeEnd: string;
}

export function pickClassForCheckIn<T extends ClassTimes>(classes: readonly T[], now: string, isBooked: (c: T) => boolean): T | undefined {
  const minute = minutesOf(now);
  const open = classes.filter((c) => minutesOf(c.timeStart) - CHECK_IN_OPENS_BEFORE_MINUTES <= minute && minute < minutesOf(c.timeEnd));
  const booked = open.filter(isBooked);
  const notStarted = open.filter((c) => minute < minutesOf(c.timeStart));
  return nearestStart([booked, notStarted, open].find((group) => group.length > 0) ?? [], minute);
}

function nearestStart<T extends ClassTimes>(classes: readonly T[], minute: number): T | undefined {
  let best: T | undefined;
  for (const c of classes) {
    const distance = Math.abs(minutesOf(c.timeStart) - minute);
    if (!best) best = c;
    else {
      const bestDistance = Math.abs(minutesOf(best.timeStart) - minute);
      if (distance < bestDistance || (distance === bestDistance && minutesOf(c.timeStart) < minutesOf(best.timeStart))) best = c;
    }
  }
  return best;
}

/** Minutes since midnight (seconds count as a fraction, so 10:00:30 is after 10:00). */
function minutesOf(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 60 + Number(m) + Number(s) / 60;
}
