import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requireActor, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { isCalendarDate } from '../../platform/club-clock.js';
import { availableSlots, dayRefusal, DAY_REFUSAL_MESSAGES } from './availability.js';
import { loadTrainerDay, slotRulesOf } from './load-trainer-day.js';
import { findBookableServiceOfTrainer, findShortestServiceOfTrainer, findTrainer } from './personal-training.repository.js';
import { SERVICE_NOT_FOUND, TRAINER_NOT_FOUND } from './service-messages.js';
import { VALID_DATE_MESSAGE } from '../../platform/error-messages.js';

export interface ListAvailableSlotsInput {
  date: string;
  trainerId: number | null;
  /** undefined: sized by the trainer's shortest service; null: given but undecodable */
  serviceId?: number | null | undefined;
}

export type AvailableSlots = { ok: true; slots: number[] } | { ok: false; message: string };

/**
 * The free slots of a trainer on a club-local date for a service. A whole date that cannot be booked (past,
 * beyond the horizon, not a working day) is an unsuccessful answer with the reason to show.
 */
export async function listAvailableSlots(app: AppContext, club: Club, actor: Actor | null, input: ListAvailableSlotsInput): Promise<AvailableSlots> {
  requireActor(actor);
  if (!isCalendarDate(input.date)) throw new AppError('VALIDATION_FAILED', VALID_DATE_MESSAGE);
  const { trainerId, serviceId } = input;
  if (trainerId === null) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  const [trainer, service] = await Promise.all([
    findTrainer(app.db, club.id, trainerId),
    serviceId === undefined
      ? findShortestServiceOfTrainer(app.db, club.id, trainerId)
      : serviceId === null
        ? undefined
        : findBookableServiceOfTrainer(app.db, club.id, serviceId, trainerId),
  ]);
  if (!trainer) throw new AppError('NOT_FOUND', TRAINER_NOT_FOUND);
  if (!service) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);

  const now = app.clock.now();
  const rules = slotRulesOf(club);
  const day = await loadTrainerDay(app.db, club, trainer.accountId, input.date, now);
  const refusal = dayRefusal(day.calendar, input.date, now.getTime(), rules);
  if (refusal) return { ok: false, message: DAY_REFUSAL_MESSAGES[refusal] };
  return { ok: true, slots: availableSlots({ ...day, date: input.date, service, now: now.getTime(), rules }) };
}
