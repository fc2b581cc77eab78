import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import { findClubById } from '../clubs/index.js';
import { classStart, loadOccurrence } from '../schedule/index.js';
import { findAttendance, markReminderMailed } from './attendance.repository.js';
import { bookingMailContext } from './booking-mail-context.js';
import { classReminderMail } from './booking.mail.js';

/**
 * The reminder of one booking, queued with it and due the club's reminder hours before the class. It mails only a
 * booking still BOOKED for a class still running and not started, while the club sends reminders, and once: a booking
 * cancelled and made again has two of these jobs, and the first marks it mailed.
 */
export const CLASS_REMINDER_JOB: JobDefinition<{ attendanceId: number }> = {
  name: 'booking.class-reminder',
  tries: 3,
  retryDelaySeconds: 30,
  timeoutSeconds: 60,
  async run(app, job) {
    const clubId = job.clubId;
    if (clubId === null) throw new Error('a class reminder needs a club');
    const now = app.clock.now();
    const outcome = await app.db.transaction().execute(async (trx) => {
      const club = await findClubById(trx, clubId);
      const attendance = club && (await findAttendance(trx, clubId, job.data.attendanceId));
      if (!club || !attendance) return 'Skipped: the booking is gone';
      if (!club.classReminderMail) return 'Skipped: the club sends no class reminders';
      if (attendance.bookingStatus !== 'BOOKED') return `Skipped: the booking is ${attendance.bookingStatus}`;
      const occurrence = await loadOccurrence(trx, club, attendance.scheduleItemId, attendance.date, now);
      if (!occurrence || occurrence.status === 'CANCELLED' || occurrence.holiday) return 'Skipped: the class does not take place';
      if (classStart(occurrence, club.timeZone) <= now) return 'Skipped: the class has started';
      const context = await bookingMailContext(app, trx, club, attendance, occurrence);
      if (!context) return 'Skipped: the member has no email address';
      if (!(await markReminderMailed(trx, clubId, attendance.id, now))) return 'Skipped: the reminder was sent already';
      await app.mailer.queue(trx, clubId, classReminderMail(context));
      return `Reminder queued for booking ${attendance.id}`;
    });
    await job.log(outcome);
  },
};
