import type { AppContext } from '../../platform/app-context.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { isValidOn, countClasspassUsage, findAccountClasspass, lockAccountClasspass } from '../classpasses/index.js';
import { assertClassesLeft } from '../booking/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { blockedRange, DAY_REFUSAL_MESSAGES, firstFreeStart, slotChecker, type SlotRefusal } from './availability.js';
import { queueAppointmentMails } from './appointment-mails.js';
import { loadTrainerDay, slotRulesOf } from './load-trainer-day.js';
import {
  findAppointmentView,
  findBookableServiceOfTrainer,
  findServiceClasspassIds,
  findTrainer,
  insertAppointment,
  lockTrainer,
  type AppointmentView,
} from './personal-training.repository.js';
import { PASS_NOT_FOUND, SERVICE_NOT_FOUND, SLOT_TAKEN, TRAINER_NOT_FOUND, TRAINER_RETIRED } from './service-messages.js';
import { isEndTime, slotStartOn } from './slot-time.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';

export interface CreateAppointmentInput {
  /** null when undecodable: answered like an unknown id */
  serviceId: number | null;
  trainerId: number | null;
  accountClasspassId: number | null;
  /** club-local YYYY-MM-DD */
  date: string;
  startTime: string;
  endTime?: string | undefined;
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
function isSlotTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'appointments_trainer_start_key');
}

/**
 * Books a slot with one session of a pass. Everything is checked again whatever the client showed: the
 * service and trainer, the pass (the member's, paying for the service, valid on the date, a session left)
 * and the slot, with the same engine that lists slots (a label of the fall-back hour books the first of its
 * two instants that is free, as the list offers it). The trainer and then the pass are row-locked, so
 * racing bookings of one trainer check and insert one at a time (one order everywhere, no deadlock).
 */
export async function createAppointment(app: AppContext, club: Club, actor: Actor | null, input: CreateAppointmentInput): Promise<AppointmentView> {
  const member = requirePerson(actor);
  const { serviceId, trainerId, accountClasspassId, date } = input;
  if (serviceId === null) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  if (trainerId === null) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  if (accountClasspassId === null) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  if (!isCalendarDate(date)) throw new AppError('VALIDATION_FAILED', VALID_DATE_MESSAGE);
  const start = slotStartOn(date, input.startTime, club.timeZone);
  if (!start.ok) {
    throw new AppError(
      'VALIDATION_FAILED',
      start.reason === 'NONEXISTENT' ? 'This time does not exist on that day (the clocks change). Please choose another time.' : 'Please choose one of the available times.',
    );
  }
  const now = app.clock.now();

  const appointmentId = await app.db.transaction().execute(async (trx) => {
    const service = await findBookableServiceOfTrainer(trx, club.id, serviceId, trainerId);
    if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);

    if (!(await lockTrainer(trx, club.id, trainerId))) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
    // Read under the lock, so a trainer retired while the member chose a time takes no new appointment.
    if (!(await findTrainer(trx, club.id, trainerId))) throw new AppError('VALIDATION_FAILED', TRAINER_RETIRED);
    const rules = slotRulesOf(club);
    const day = await loadTrainerDay(trx, club, trainerId, date, now);
    const chosen = firstFreeStart(start.instants, slotChecker({ ...day, date, service, now: now.getTime(), rules }));
    if ('refusal' in chosen) throw refusalError(chosen.refusal, rules.minNoticeMinutes);
    const duration = service.durationMinutes * 60_000;
    const end = chosen.instant + duration;
    if (input.endTime !== undefined && !isEndTime(input.endTime, end, start.instants.map((s) => s + duration), club.timeZone)) {
      throw new AppError('VALIDATION_FAILED', 'The end time does not match the length of the service.');
    }

    const pass = await findAccountClasspass(trx, club.id, accountClasspassId);
    if (!pass || pass.accountId !== member.accountId) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
    if (!(await findServiceClasspassIds(trx, club.id, service.id)).has(pass.organizationClasspassId)) {
      throw new AppError('PASS_NOT_VALID', 'This pass cannot be used for this service.');
    }
    if (!isValidOn(pass, date)) throw new AppError('PASS_NOT_VALID', 'This pass is not valid on the date of the appointment.');
    await lockAccountClasspass(trx, club.id, pass.id);
    assertClassesLeft({ ...pass, classesUsed: await countClasspassUsage(trx, club.id, pass.id) });

    const blocked = blockedRange(chosen.instant, service);
    try {
      const row = await insertAppointment(trx, {
        clubId: club.id,
        appointmentServiceId: service.id,
        trainerAccountId: trainerId,
        accountId: member.accountId,
        accountClasspassId: pass.id,
        startsAt: new Date(chosen.instant),
        endsAt: new Date(end),
        blockedFrom: new Date(blocked.start),
        blockedUntil: new Date(blocked.end),
        createdAt: now,
      });
      await queueAppointmentMails(app, trx, club, row.id, 'BOOKED');
      return row.id;
    } catch (error) {
      if (isSlotTaken(error)) throw new AppError('CONFLICT', SLOT_TAKEN);
      throw error;
    }
  });
  return (await findAppointmentView(app.db, club.id, appointmentId))!;
}
