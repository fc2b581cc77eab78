import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import { queueAppointmentMails } from './appointment-mails.js';
import { returnsSession } from './cancel-window.js';
import { requireBookingPerson } from './member-actor.js';
import { lockAppointment, markAppointmentCanceled } from './personal-training.repository.js';
import { APPOINTMENT_NOT_FOUND } from './service-messages.js';

/**
 * Cancels one of the member's own appointments that has not started: the slot is free at once, and the pass
 * session comes back when cancelled before the cancel window. Someone else's appointment answers like a
 * missing one. The row lock makes two cancels of one appointment run one after the other.
 */
export async function cancelAppointment(app: AppContext, club: Club, actor: Actor | null, appointmentId: number | null): Promise<void> {
  const member = requireBookingPerson(actor);
  if (appointmentId === null) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const appointment = await lockAppointment(trx, club.id, appointmentId);
    if (!appointment || appointment.accountId !== member.accountId) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
    if (appointment.canceled) throw new AppError('CANCEL_NOT_POSSIBLE', 'This appointment has already been cancelled.');
    if (appointment.startsAt.getTime() <= now.getTime()) throw new AppError('CANCEL_NOT_POSSIBLE', 'This appointment has already started and can no longer be cancelled.');
    await markAppointmentCanceled(trx, club.id, appointment.id, now, returnsSession(appointment.startsAt, club.cancelHoursBefore, now));
    await queueAppointmentMails(app, trx, club, appointment.id, 'CANCELED');
  });
}
