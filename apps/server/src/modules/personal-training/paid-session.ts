import type { AppContext } from '../../platform/app-context.js';
import { clubDateOf } from '../../platform/club-clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { fullName } from '../../platform/person-name.js';
import type { Club } from '../clubs/index.js';
import { sessionWhen } from './appointment-mails.js';
import { findTrainer } from './personal-training.repository.js';
import { TRAINER_RETIRED } from './service-messages.js';
import { takeSlot, type SlotChoice } from './take-slot.js';
import { bookTakenSlot } from './book-taken-slot.js';

export const NOT_SOLD_PER_SESSION = 'This service cannot be paid per session. Please choose a pass.';

/** One personal-training session a member orders on its own: what the order line names and charges. */
export interface PaidSessionQuote {
  serviceId: number;
  serviceName: string;
  /** the service's price: what staff set, never what the client sends */
  price: string;
  trainerId: number;
  startsAt: Date;
  /** "Carmen Coach, Monday, March 30 2026, 10:00–11:00" in the club's time */
  description: string;
}

/**
 * What a session bought on its own costs, checked as a booking would be (service, trainer, the slot free now,
 * under the trainer's lock) in the order's transaction. Only services staff sell per session.
 */
export async function quotePaidSession(trx: Db, club: Club, choice: SlotChoice, now: Date): Promise<PaidSessionQuote> {
  const slot = await takeSlot(trx, club, choice, { now });
  if (!slot.service.soldPerSession) throw new AppError('VALIDATION_FAILED', NOT_SOLD_PER_SESSION);
  const trainer = await findTrainer(trx, club.id, slot.trainerId);
  if (!trainer) throw new AppError('VALIDATION_FAILED', TRAINER_RETIRED);
  const startsAt = new Date(slot.start);
  return {
    serviceId: slot.service.id,
    serviceName: slot.service.name,
    price: slot.service.price,
    trainerId: slot.trainerId,
    startsAt,
    description: `${fullName(trainer)}, ${sessionWhen(startsAt, new Date(slot.end), club.timeZone)}`,
  };
}

/** The paid order a session is booked for, and the session its line names. */
export interface PaidSessionOrder {
  orderId: number;
  accountId: number;
  /** when the member ordered: the notice and the horizon count from then, as they were checked then */
  orderedAt: Date;
  serviceId: number;
  trainerId: number;
  startsAt: Date;
}

/**
 * Books the session of a paid order, in the delivery's transaction: the slot is checked again under the
 * trainer's lock (someone may have taken it while the member paid, or the session may have begun: an AppError,
 * and delivery refunds the order). The appointment points at its order, not at a pass; the order's unique
 * index makes a second booking of one order impossible. Answers the appointment's id.
 */
export async function bookPaidSession(app: AppContext, trx: Db, club: Club, order: PaidSessionOrder, now: Date): Promise<number> {
  const choice = {
    serviceId: order.serviceId,
    trainerId: order.trainerId,
    date: clubDateOf(order.startsAt, club.timeZone),
    startTime: order.startsAt.toISOString(),
  };
  const slot = await takeSlot(trx, club, choice, { now, askedAt: order.orderedAt });
  return bookTakenSlot(app, trx, club, slot, { accountId: order.accountId, financeOrderId: order.orderId }, now);
}
