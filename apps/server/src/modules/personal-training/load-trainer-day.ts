import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { loadClassesInRange, runsOn } from '../schedule/index.js';
import { addDays, boundaryInstant, clubDayEnd, clubDayStart, minutesOfTime } from '../../platform/club-clock.js';
import type { SlotRules, TimeRange, TrainerCalendar } from './availability.js';
import { findBlockedByAppointments, findClassIdsOfTrainer, findTrainerCalendar, findTrainerShifts } from './personal-training.repository.js';

/** What the availability engine needs of one trainer on one club-local date. */
export interface TrainerDay {
  calendar: TrainerCalendar;
  busy: TimeRange[];
}

export function slotRulesOf(club: Club): SlotRules {
  return {
    timeZone: club.timeZone,
    gridMinutes: club.appointmentSlotMinutes,
    minNoticeMinutes: club.appointmentMinNoticeMinutes,
    horizonDays: club.bookingDaysInAdvance,
  };
}

/**
 * The trainer's calendar and busy time around a date: appointments of every service, the classes they teach
 * (as instructor or second instructor, one-time changes applied, cancelled and holiday classes left out) and
 * their shifts. The neighbouring dates are read too: a buffer may reach across midnight.
 */
export async function loadTrainerDay(db: Db, club: Club, trainerId: number, date: string, now: Date): Promise<TrainerDay> {
  const from = addDays(date, -1);
  const until = addDays(date, 1);
  const within = { start: clubDayStart(from, club.timeZone).getTime(), end: clubDayEnd(until, club.timeZone).getTime() };
  const [calendar, appointments, classIds, shifts] = await Promise.all([
    findTrainerCalendar(db, club.id, trainerId, date, date),
    findBlockedByAppointments(db, club.id, trainerId, within),
    findClassIdsOfTrainer(db, club.id, trainerId, from, until),
    findTrainerShifts(db, club.id, trainerId, from, until),
  ]);
  const classes = await loadClassesInRange(db, club, from, until, now, classIds);
  const wallRange = (d: string, timeStart: string, timeEnd: string): TimeRange => ({
    start: boundaryInstant(d, minutesOfTime(timeStart), club.timeZone, 'start'),
    end: boundaryInstant(d, minutesOfTime(timeEnd), club.timeZone, 'end'),
  });
  const taught = classes
    .filter((c) => c.status !== 'CANCELLED' && !c.holiday && (c.account?.id === trainerId || c.account2?.id === trainerId))
    .map((c) => wallRange(c.date, c.timeStart, c.timeEnd));
  const shiftRanges = [from, date, until].flatMap((d) => shifts.filter((s) => runsOn(s, d)).map((s) => wallRange(d, s.timeStart, s.timeEnd)));
  return { calendar, busy: [...appointments, ...taught, ...shiftRanges] };
}
