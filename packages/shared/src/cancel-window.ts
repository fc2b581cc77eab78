const HOUR_MS = 3_600_000;

/**
 * The club's cancel window, one rule for classes and appointments: a cancel returns the credit (class) or
 * the session (appointment) only while now is strictly before `startsAt − cancelHoursBefore` hours
 * (domain notes: "now < cancelBefore"); at that instant and after, it is late. Counted on real instants, so
 * a daylight-saving change in between does not move the edge by an hour.
 */
export function withinCancelWindow(startsAt: Date, cancelHoursBefore: number, now: Date): boolean {
  return now.getTime() < startsAt.getTime() - cancelHoursBefore * HOUR_MS;
}
