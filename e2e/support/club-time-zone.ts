/**
 * The demo club's time zone during an e2e run. Specs need "a class later today" and must not see the club's date
 * change under them: with the demo club in Amsterdam, a run at 21:30 there found the evening's classes started,
 * and one at 23:50 would cross midnight. So each run first moves the club (Settings → General, as an admin would)
 * to a real zone where it is mid-morning on Amsterdam's date: the demo data, seeded on Amsterdam's date, stays on
 * the club's today, and the timetable's day is still ahead. Real time everywhere: no clock is faked, in the server
 * or in the browser.
 */
import { graphql, type ApiClient } from './api.js';

const SEED_TIME_ZONE = 'Europe/Amsterdam';
/** Mid-morning: the demo's last class of every weekday (12:00 on Saturdays) is still ahead for the whole part. */
const TARGET_MINUTES = 10 * 60 + 30;

/**
 * The zone the club is in for this run: chosen once in playwright.config, which sets it in the environment the
 * test workers inherit (read when asked: the config imports this file before it sets it).
 */
export function clubTimeZone(): string {
  return process.env.E2E_CLUB_TIME_ZONE ?? SEED_TIME_ZONE;
}

/** One formatter per zone: making one costs more than using it, and choosing the run's zone asks every zone twice. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and the minute of the day at `instant` on a zone's clock. */
export function wallClock(instant: Date, timeZone = clubTimeZone()): { date: string; minutes: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * A date on the club's calendar, `days` from its today (at `now`). Counted in calendar days, not in 24 hours: the
 * days the clocks change have 23 and 25, and 24 hours from late evening or just after midnight is the wrong date.
 */
export function clubDate(days = 0, now = new Date()): string {
  const [year, month, day] = wallClock(now).date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * Of the zones this Node knows, one where `now` falls on Amsterdam's date, nearest 10:30, whose clock does not
 * change (summer time) in the next six hours; the first by name on a tie, so one run always picks the same.
 */
export function midMorningTimeZone(now: Date): string {
  const seedDate = wallClock(now, SEED_TIME_ZONE).date;
  const later = new Date(now.getTime() + 6 * 3_600_000);
  let best: { zone: string; distance: number } | undefined;
  for (const zone of Intl.supportedValuesOf('timeZone').sort()) {
    const clock = wallClock(now, zone);
    if (clock.date !== seedDate) continue;
    const steady = (wallClock(later, zone).minutes - clock.minutes + 24 * 60) % (24 * 60) === 6 * 60;
    const distance = Math.abs(clock.minutes - TARGET_MINUTES);
    if (steady && (!best || distance < best.distance)) best = { zone, distance };
  }
  return best?.zone ?? SEED_TIME_ZONE;
}

/** Moves the club to the run's zone through Settings → General, keeping its other general settings. */
export async function moveClubToRunTimeZone(api: ApiClient, adminToken: string): Promise<void> {
  const { clubSettings: general } = await graphql<{ clubSettings: Record<string, string> }>(
    api,
    '{ clubSettings { name address timeZone dateFormat timeFormat currencySymbol } }',
    {},
    adminToken,
  );
  if (general.timeZone === clubTimeZone()) return;
  await graphql(
    api,
    'mutation($input: UpdateClubGeneralSettingsInput!) { updateClubGeneralSettings(input: $input) { timeZone } }',
    { input: { ...general, timeZone: clubTimeZone() } },
    adminToken,
  );
}

/** A 'YYYY-MM-DD' day as a club writes dates (Settings → General; the demo club's is DD-MM-YYYY). */
export function inClubFormat(day: string, dateFormat = 'DD-MM-YYYY'): string {
  const [year, month, date] = day.split('-');
  if (dateFormat === 'MM-DD-YYYY') return `${month}-${date}-${year}`;
  if (dateFormat === 'YYYY-MM-DD') return day;
  return `${date}-${month}-${year}`;
}
