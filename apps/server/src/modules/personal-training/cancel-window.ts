const HOUR = 3_600_000;

/**
 * True while a cancel still gives the pass session back: up to the club's cancel window (hours before the
 * start, counted on real instants, so a DST change in between does not move it by an hour).
 */
export function returnsSession(startsAt: Date, cancelHoursBefore: number, now: Date): boolean {
  return now.getTime() <= startsAt.getTime() - cancelHoursBefore * HOUR;
}
