const HOUR_MS = 3_600_000;

/**
 * The instant the club's cancel window closes for a class or session starting at `startsAt`: `cancelBefore` of
 * the domain notes, `cancelHoursBefore` real hours earlier (a daylight-saving change in between does not move
 * the edge by an hour).
 */
export function cancelWindowEnd(startsAt: Date, cancelHoursBefore: number): Date {
  return new Date(startsAt.getTime() - cancelHoursBefore * HOUR_MS);
}

/**
 * The club's cancel window, one rule for classes and appointments: a cancel returns the credit (class) or
 * the session (appointment) only while now is strictly before `cancelWindowEnd` (domain notes: "now <
 * cancelBefore"); at that instant and after, it is late.
 */
export function withinCancelWindow(startsAt: Date, cancelHoursBefore: number, now: Date): boolean {
  return now.getTime() < cancelWindowEnd(startsAt, cancelHoursBefore).getTime();
}
