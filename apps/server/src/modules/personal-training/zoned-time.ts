import { clubNow, dayNumber } from '../schedule/index.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A club-local wall-clock moment written as if it were UTC, in ms: comparable, free of offsets. */
function wallMs(date: string, minutes: number): number {
  return dayNumber(date) * DAY + minutes * MINUTE;
}

function wallOf(instant: number, timeZone: string): number {
  const local = clubNow(new Date(instant), timeZone);
  const [h, m, s] = local.time.split(':').map(Number) as [number, number, number];
  return dayNumber(local.date) * DAY + ((h * 60 + m) * 60 + s) * 1000;
}

/**
 * Every instant at which a club-local date and wall-clock minute happens: none on the spring-forward gap,
 * two on the fall-back hour, one otherwise (ascending). Never by adding hours to an instant.
 */
export function instantsOfLocal(date: string, minutes: number, timeZone: string): number[] {
  const wall = wallMs(date, minutes);
  // The zone's offsets just before and after: a zone changes its offset at most once in 28 hours.
  const offsets = new Set([wallOf(wall - 14 * 60 * MINUTE, timeZone) - (wall - 14 * 60 * MINUTE), wallOf(wall + 14 * 60 * MINUTE, timeZone) - (wall + 14 * 60 * MINUTE)]);
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallOf(instant, timeZone) === wall)
    .sort((a, b) => a - b);
}

/**
 * The instant a wall-clock range boundary means: a start takes the first of two instants, an end the last
 * (a range covers every wall-clock moment in it); a time in the spring-forward gap moves past the gap.
 */
export function boundaryInstant(date: string, minutes: number, timeZone: string, side: 'start' | 'end'): number {
  const found = instantsOfLocal(date, minutes, timeZone);
  if (found.length > 0) return side === 'start' ? found[0]! : found[found.length - 1]!;
  const wall = wallMs(date, minutes);
  const offsetBefore = wallOf(wall - 14 * 60 * MINUTE, timeZone) - (wall - 14 * 60 * MINUTE);
  return wall - offsetBefore;
}

/** The club-local date and minute of the day of an instant. */
export function localMinuteOf(instant: number, timeZone: string): { date: string; minutes: number } {
  const local = clubNow(new Date(instant), timeZone);
  const [h, m] = local.time.split(':').map(Number) as [number, number];
  return { date: local.date, minutes: h * 60 + m };
}

/** Minutes since midnight of an HH:mm or HH:mm:ss time ('24:00' is the end of the day). */
export function minutesOfTime(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
