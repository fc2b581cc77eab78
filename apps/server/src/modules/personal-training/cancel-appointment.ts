import { withinCancelWindow } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { requirePermission, requirePerson, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { queueAppointmentMails } from './appointment-mails.js';
import { lockAppointment, markAppointmentCanceled } from './personal-training.repository.js';
import { APPOINTMENT_NOT_FOUND } from './service-messages.js';

/**
 * Cancels an appointment that has not started, for whoever `mayCancel` accepts: the slot is free at once, the
 * pass session comes back when cancelled before the cancel window, and member and trainer get the
 * cancellation mail. The row lock makes two cancels of one appointment run one after the other.
 */
async function cancelUnstartedAppointment(app: AppContext, club: Club, appointmentId: number | null, mayCancel: (accountId: number) => boolean): Promise<void> {
  if (appointmentId === null) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const appointment = await lockAppointment(trx, club.id, appointmentId);
    if (!appointment || !mayCancel(appointment.accountId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND);
    if (appointment.canceled) throw new AppError('CANCEL_NOT_POSSIBLE', 'This appointment has already been cancelled.');
    if (appointment.startsAt.getTime() <= now.getTime()) throw new AppError('CANCEL_NOT_POSSIBLE', 'This appointment has already started and can no longer be cancelled.');
    await markAppointmentCanceled(trx, club.id, appointment.id, now, withinCancelWindow(appointment.startsAt, club.cancelHoursBefore, now));
    await queueAppointmentMails(app, trx, club, appointment.id, 'CANCELED');
  });
}

/** A member cancels one of their own appointments; someone else's answers like a missing one. */
export async function cancelAppointment(app: AppContext, club: Club, actor: Actor | null, appointmentId: number | null): Promise<void> {
  const member = requirePerson(actor);
  await cancelUnstartedAppointment(app, club, appointmentId, (accountId) => accountId === member.accountId);
}

/** Staff (appointments.edit) cancel any member's appointment, under the member's own rules. */
export async function cancelAppointmentForMember(app: AppContext, club: Club, actor: Actor | null, appointmentId: number | null): Promise<void> {
  requirePermission(actor, 'appointments.edit');
  await cancelUnstartedAppointment(app, club, appointmentId, () => true);
}
