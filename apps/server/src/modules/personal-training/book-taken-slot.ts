import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { queueAppointmentMails } from './appointment-mails.js';
import { insertAppointment } from './personal-training.repository.js';
import { SLOT_TAKEN } from './service-messages.js';
import { isSlotTaken, type TakenSlot } from './take-slot.js';

/** Who the appointment is for and what pays for it: one session of a pass, or a paid order. */
export type AppointmentPayer = { accountId: number } & ({ accountClasspassId: number; financeOrderId?: never } | { financeOrderId: number; accountClasspassId?: never });

/**
 * Books a slot takeSlot checked free, in the same transaction, and queues the member's and trainer's mails. The
 * unique index on (trainer, start) is the last word when two transactions got past the check: the loser is told
 * the slot is taken. Answers the appointment's id.
 */
export async function bookTakenSlot(app: AppContext, trx: Db, club: Club, slot: TakenSlot, payer: AppointmentPayer, now: Date): Promise<number> {
  try {
    const row = await insertAppointment(trx, {
      clubId: club.id,
      appointmentServiceId: slot.service.id,
      trainerAccountId: slot.trainerId,
      accountId: payer.accountId,
      accountClasspassId: payer.accountClasspassId ?? null,
      financeOrderId: payer.financeOrderId ?? null,
      startsAt: new Date(slot.start),
      endsAt: new Date(slot.end),
      blockedFrom: new Date(slot.blocked.start),
      blockedUntil: new Date(slot.blocked.end),
      createdAt: now,
    });
    await queueAppointmentMails(app, trx, club, row.id, 'BOOKED');
    return row.id;
  } catch (error) {
    if (isSlotTaken(error)) throw new AppError('CONFLICT', SLOT_TAKEN);
    throw error;
  }
}
