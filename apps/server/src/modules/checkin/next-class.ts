/**
 * Which of today's classes at a location a scanned card checks in to. Check-in opens 60 minutes before a
 * class starts (people come early to change) and closes when it ends (late comers still count). Of the classes
 * open for check-in, one the member booked and has not yet been checked in to wins (a booking is the member's
 * own choice); otherwise the one whose start is nearest to now, the earlier on a tie: ten minutes into the
 * 17:00 class it is that one, ten minutes before the 18:00 class it is the next.
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
  return nearestStart(booked.length > 0 ? booked : open, minute);
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
