import type { AppContext } from '../../platform/app-context.js';
import { requirePerson, type Actor } from '../../platform/access-policy.js';
import { AppError } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { isValidOn, countClasspassUsage, findAccountClasspass, lockAccountClasspass } from '../classpasses/index.js';
import { assertClassesLeft } from '../booking/index.js';
import { findAppointmentView, findServiceClasspassIds, type AppointmentView } from './personal-training.repository.js';
import { PASS_NOT_FOUND } from './service-messages.js';
import { takeSlot, type SlotChoice } from './take-slot.js';
import { bookTakenSlot } from './book-taken-slot.js';

export interface CreateAppointmentInput extends SlotChoice {
  /** null when undecodable: answered like an unknown id */
  accountClasspassId: number | null;
}

/**
 * Books a slot with one session of a pass. Everything is checked again whatever the client showed: the
 * service, trainer and slot (takeSlot, under the trainer's lock), then the pass (the member's, paying for the
 * service, valid on the date, a session left, row-locked: one order everywhere, no deadlock).
 */
export async function createAppointment(app: AppContext, club: Club, actor: Actor | null, input: CreateAppointmentInput): Promise<AppointmentView> {
  const member = requirePerson(actor);
  const { accountClasspassId, date } = input;
  const now = app.clock.now();

  const appointmentId = await app.db.transaction().execute(async (trx) => {
    const slot = await takeSlot(trx, club, input, { now });
    const pass = accountClasspassId === null ? undefined : await findAccountClasspass(trx, club.id, accountClasspassId);
    if (!pass || pass.accountId !== member.accountId) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
    if (!(await findServiceClasspassIds(trx, club.id, slot.service.id)).has(pass.organizationClasspassId)) {
      throw new AppError('PASS_NOT_VALID', 'This pass cannot be used for this service.');
    }
    if (!isValidOn(pass, date)) throw new AppError('PASS_NOT_VALID', 'This pass is not valid on the date of the appointment.');
    await lockAccountClasspass(trx, club.id, pass.id);
    assertClassesLeft({ ...pass, classesUsed: await countClasspassUsage(trx, club.id, pass.id) });

    return bookTakenSlot(app, trx, club, slot, { accountId: member.accountId, accountClasspassId: pass.id }, now);
  });
  return (await findAppointmentView(app.db, club.id, appointmentId))!;
}
