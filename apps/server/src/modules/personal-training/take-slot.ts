import { AppError } from '../../platform/errors.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';
import type { Db } from '../../platform/db/database.js';
import type { Club } from '../clubs/index.js';
import { blockedRange, DAY_REFUSAL_MESSAGES, firstFreeStart, slotChecker, type SlotRefusal, type TimeRange } from './availability.js';
import { loadTrainerDay, slotRulesOf } from './load-trainer-day.js';
import { findBookableServiceOfTrainer, findTrainer, lockTrainer, type AppointmentService } from './personal-training.repository.js';
import { SERVICE_NOT_FOUND, SLOT_TAKEN, TRAINER_NOT_FOUND, TRAINER_RETIRED } from './service-messages.js';
import { isEndTime, parseSlotTime, slotStartOn } from './slot-time.js';

/** The slot a member asks for, as the wizard sends it; ids null when undecodable (answered like unknown ids). */
export interface SlotChoice {
  serviceId: number | null;
  trainerId: number | null;
  /** club-local YYYY-MM-DD */
  date: string;
  /** 'hh:mm A', 'HH:mm' or an ISO 8601 instant with an offset */
  startTime: string;
  endTime?: string | undefined;
}

/** A slot checked free under the trainer's lock: the service, its start and end, and the trainer's time it blocks. */
export interface TakenSlot {
  service: AppointmentService;
  trainerId: number;
  start: number;
  end: number;
  blocked: TimeRange;
}

/** What the slot is checked against: now, and the instant the notice and the horizon count from (default now). */
export interface SlotCheckTimes {
  now: Date;
  askedAt?: Date;
}

function refusalError(refusal: SlotRefusal, minNoticeMinutes: number): AppError {
  switch (refusal) {
    case 'PAST':
    case 'BEYOND_HORIZON':
    case 'NOT_WORKING':
      return new AppError('BOOKING_NOT_OPEN', DAY_REFUSAL_MESSAGES[refusal]);
    case 'TOO_SOON':
      return new AppError('BOOKING_NOT_OPEN', `Appointments must be booked at least ${noticeText(minNoticeMinutes)} in advance. Please choose a later time.`);
    case 'OFF_GRID':
    case 'OUTSIDE_HOURS':
      return new AppError('VALIDATION_FAILED', 'The trainer is not available at this time. Please choose one of the available times.');
    case 'BUSY':
      return new AppError('CONFLICT', SLOT_TAKEN);
  }
}

function noticeText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** PostgreSQL's unique violation of the one-appointment-per-trainer-and-start index. */
export function isSlotTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'appointments_trainer_start_key');
}

/**
 * Checks, in the caller's transaction, that the service and trainer are bookable and the slot is free, with the
 * same engine that lists slots (a label of the fall-back hour takes the first of its two instants that is free).
 * The trainer is row-locked first, so racing bookings of one trainer check and insert one at a time. The notice
 * and the horizon count from `askedAt` (a paid session is checked as of its order), the past from `now`.
 */
export async function takeSlot(trx: Db, club: Club, choice: SlotChoice, times: SlotCheckTimes): Promise<TakenSlot> {
  const { serviceId, trainerId, date } = choice;
  if (serviceId === null) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  if (trainerId === null) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  if (!isCalendarDate(date)) throw new AppError('VALIDATION_FAILED', VALID_DATE_MESSAGE);
  // A time that is no time at all is named, before anything is read (the end's fit is judged once the slot is known).
  if (choice.endTime !== undefined && parseSlotTime(choice.endTime) === null) throw new AppError('VALIDATION_FAILED', 'Please choose one of the available times.', { field: 'endTime' });
  const start = slotStartOn(date, choice.startTime, club.timeZone);
  if (!start.ok) {
    throw new AppError(
      'VALIDATION_FAILED',
      start.reason === 'NONEXISTENT' ? 'This time does not exist on that day (the clocks change). Please choose another time.' : 'Please choose one of the available times.',
      { field: 'startTime' },
    );
  }
  const service = await findBookableServiceOfTrainer(trx, club.id, serviceId, trainerId);
  if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);

  if (!(await lockTrainer(trx, club.id, trainerId))) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  // Read under the lock, so a trainer retired while the member chose a time takes no new appointment.
  if (!(await findTrainer(trx, club.id, trainerId))) throw new AppError('VALIDATION_FAILED', TRAINER_RETIRED);
  const askedAt = times.askedAt ?? times.now;
  const rules = slotRulesOf(club);
  const day = await loadTrainerDay(trx, club, trainerId, date, times.now);
  const chosen = firstFreeStart(start.instants, slotChecker({ ...day, date, service, now: askedAt.getTime(), rules }));
  if ('refusal' in chosen) throw refusalError(chosen.refusal, rules.minNoticeMinutes);
  if (chosen.instant <= times.now.getTime()) throw new AppError('BOOKING_NOT_OPEN', 'This time has passed. Please choose a later time.');
  const duration = service.durationMinutes * 60_000;
  const end = chosen.instant + duration;
  if (choice.endTime !== undefined && !isEndTime(choice.endTime, end, start.instants.map((s) => s + duration), club.timeZone)) {
    throw new AppError('VALIDATION_FAILED', 'The end time does not match the length of the service.');
  }
  return { service, trainerId, start: chosen.instant, end, blocked: blockedRange(chosen.instant, service) };
}
