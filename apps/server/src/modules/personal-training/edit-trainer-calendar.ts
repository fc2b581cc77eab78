import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { TRAINER_NOT_FOUND } from './service-messages.js';
import { daysOffProblem, hoursProblem, normalTime, type WallHours } from './staff-input-rules.js';
import {
  deleteTrainerDayOff,
  insertTrainerDayOff,
  replaceTrainerHours,
  replaceTrainerOverrides,
  type TrainerDayOffRow,
} from './staff-personal-training.repository.js';
import { lockTrainer } from './personal-training.repository.js';
import { DATE_FORMAT_MESSAGE } from '../../platform/error-messages.js';

export const DAY_OFF_NOT_FOUND = 'This day off could not be found.';

function invalid(message: string, field: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}

/**
 * Locks the trainer for the rest of the transaction: the same lock a booking takes, so a booking never
 * checks a slot against hours that are being replaced.
 */
async function lockExistingTrainer(trx: Db, clubId: number, accountId: number | null): Promise<number> {
  if (accountId === null || !(await lockTrainer(trx, clubId, accountId))) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  return accountId;
}

const normal = (h: WallHours) => ({ timeStart: normalTime(h.timeStart)!, timeEnd: normalTime(h.timeEnd)! });

/**
 * Replaces a trainer's weekly hours (appointments.edit): per ISO weekday (1 = Monday … 7 = Sunday) any number
 * of ranges that do not overlap; a weekday without ranges is a non-working day. Booked appointments stay.
 */
export async function setTrainerWeeklyHours(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  trainerId: number | null,
  hours: readonly (WallHours & { isoWeekday: number })[],
): Promise<void> {
  requirePermission(actor, 'appointments.edit');
  if (hours.some((h) => !Number.isInteger(h.isoWeekday) || h.isoWeekday < 1 || h.isoWeekday > 7)) throw invalid('A weekday is a number from 1 (Monday) to 7 (Sunday).', 'hours');
  for (let day = 1; day <= 7; day++) {
    const problem = hoursProblem(hours.filter((h) => h.isoWeekday === day));
    // Named after the day, so a form with one field per weekday shows the message under that day.
    if (problem) throw invalid(problem, `weekday${day}`);
  }
  await app.db.transaction().execute(async (trx) => {
    const accountId = await lockExistingTrainer(trx, club.id, trainerId);
    await replaceTrainerHours(trx, club.id, accountId, hours.map((h) => ({ isoWeekday: h.isoWeekday, ...normal(h) })));
  });
}

/** Adds days off (appointments.edit): the trainer takes no appointments from dateStart to dateEnd, both included. */
export async function addTrainerDaysOff(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  trainerId: number | null,
  input: { dateStart: string; dateEnd: string; note: string },
): Promise<TrainerDayOffRow> {
  requirePermission(actor, 'appointments.edit');
  const problem = daysOffProblem(input.dateStart, input.dateEnd);
  if (problem) throw invalid(problem, 'dateEnd');
  if (input.note.length > 500) throw invalid('Please use at most 500 characters.', 'note');
  return app.db.transaction().execute(async (trx) => {
    const accountId = await lockExistingTrainer(trx, club.id, trainerId);
    return insertTrainerDayOff(trx, { clubId: club.id, accountId, dateStart: input.dateStart, dateEnd: input.dateEnd, note: input.note });
  });
}

export async function removeTrainerDaysOff(app: AppContext, club: Club, actor: Actor | null, dayOffId: number | null): Promise<void> {
  requirePermission(actor, 'appointments.edit');
  const removed = dayOffId !== null && (await app.db.transaction().execute((trx) => deleteTrainerDayOff(trx, club.id, dayOffId)));
  if (!removed) throw new AppError('NOT_FOUND', DAY_OFF_NOT_FOUND);
}

/**
 * Sets the hours of one date (appointments.edit), replacing its weekly hours: `closed` closes the day (stored
 * as one zero-length row, as the domain notes say); no ranges and not closed removes the override.
 */
export async function setTrainerDateOverride(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  trainerId: number | null,
  input: { date: string; closed: boolean; hours: readonly WallHours[] },
): Promise<void> {
  requirePermission(actor, 'appointments.edit');
  if (!isCalendarDate(input.date)) throw invalid(DATE_FORMAT_MESSAGE, 'date');
  if (input.closed && input.hours.length > 0) throw invalid('A closed day has no hours.', 'hours');
  const problem = hoursProblem(input.hours);
  if (problem) throw invalid(problem, 'hours');
  const rows = input.closed ? [{ timeStart: '00:00:00', timeEnd: '00:00:00' }] : input.hours.map(normal);
  await app.db.transaction().execute(async (trx) => {
    const accountId = await lockExistingTrainer(trx, club.id, trainerId);
    await replaceTrainerOverrides(trx, club.id, accountId, input.date, rows);
  });
}
