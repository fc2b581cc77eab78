/** An instant on a club's wall clock: its local date and time (Intl does the zone rules, summer time included). */
export interface WallClock {
  /** YYYY-MM-DD in the club's zone */
  date: string;
  /** HH:mm:ss in the club's zone */
  time: string;
}

/** True for an IANA time zone name the runtime knows ("Europe/Amsterdam"): one the clock can read. */
export function isTimeZone(name: string): boolean {
  try {
    // Not through the formatters' cache: any spelling a client sends would stay in it.
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone: building one costs far more than formatting with it (the schedule asks per class).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The club's local date and time of an instant; the server's "now" and the back office's "today" both read it. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}
