/** A club-local working range, HH:mm. */
export interface HoursRange {
  timeStart: string;
  timeEnd: string;
}

const RANGE = /^([01]?\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]?\d|2[0-3]):([0-5]\d)$/;

const pad = (hours: string) => hours.padStart(2, '0');

/** The ranges of one day as staff type and read them: '09:00–12:00, 14:00–17:00'; empty when none. */
export function formatHours(ranges: readonly HoursRange[]): string {
  return ranges.map((r) => `${r.timeStart.slice(0, 5)}–${r.timeEnd.slice(0, 5)}`).join(', ');
}

/**
 * '09:00-12:00, 14:00-17:00' (a hyphen or an en dash, '9:00' too) → ranges; blank → none. Null when a part is
 * not a range of times; whether ranges overlap is the server's rule to tell.
 */
export function parseHours(text: string): HoursRange[] | null {
  const parts = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const ranges: HoursRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return null;
    ranges.push({ timeStart: `${pad(match[1]!)}:${match[2]}`, timeEnd: `${pad(match[3]!)}:${match[4]}` });
  }
  return ranges;
}

export const HOURS_FORMAT_MESSAGE = 'Please input hours as 09:00-12:00, separated by commas';

/** ISO weekdays, 1 = Monday … 7 = Sunday, as the server numbers them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
