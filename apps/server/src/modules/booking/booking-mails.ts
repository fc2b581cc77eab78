import type { AppContext } from '../../platform/app-context.js';
import type { Db } from '../../platform/db/database.js';
import { icalCalendar } from '../../platform/ical-calendar.js';
import type { Club } from '../clubs/index.js';
import { classCalendarEvent, classStart, loadOccurrence, type ScheduleClass } from '../schedule/index.js';
import type { Attendance } from './attendance.js';
import { bookingMailContext } from './booking-mail-context.js';
import { bookingCancelledMail, bookingConfirmedMail } from './booking.mail.js';
import { CLASS_REMINDER_JOB } from './class-reminder.job.js';

type BookedClass = Pick<Attendance, 'id' | 'accountId' | 'scheduleItemId' | 'date'>;

/** The class of a booking as a one-event .ics on the club's clock (the "Add to calendar" file and the mail's attachment). */
export function classCalendarFile(club: Club, occurrence: ScheduleClass, now: Date): string {
  return icalCalendar({ name: club.name, timeZone: club.timeZone, stamp: now }, [classCalendarEvent(occurrence, club)]);
}

/**
 * After a booking is made (a new one, one made again, a waitlist promotion), in its transaction: the confirmation with
 * the class's .ics (unless `confirm` is false: the promotion's own mail tells them), and the reminder job, due the
 * club's reminder hours before the start. A booking made later than that gets no reminder; each is as the club switched.
 */
export async function announceBooking(app: AppContext, trx: Db, club: Club, booking: BookedClass, now: Date, confirm = true): Promise<void> {
  if (!(confirm && club.bookingConfirmationMail) && !club.classReminderMail) return;
  const occurrence = await loadOccurrence(trx, club, booking.scheduleItemId, booking.date, now);
  if (!occurrence) return;
  const context = await bookingMailContext(app, trx, club, booking, occurrence);
  if (!context) return;
  if (confirm && club.bookingConfirmationMail) await app.mailer.queue(trx, club.id, bookingConfirmedMail(context, classCalendarFile(club, occurrence, now)));
  const dueInSeconds = Math.floor((classStart(occurrence, club.timeZone).getTime() - club.classReminderHours * 3_600_000 - now.getTime()) / 1000);
  if (club.classReminderMail && dueInSeconds > 0) await app.jobs.enqueue(trx, CLASS_REMINDER_JOB, club.id, { attendanceId: booking.id }, { startAfterSeconds: dueInSeconds });
}

/** After a member's booking is cancelled, in its transaction: the confirmation, saying whether the credit came back. */
export async function announceCancellation(app: AppContext, trx: Db, club: Club, booking: BookedClass, creditReturned: boolean, now: Date): Promise<void> {
  if (!club.bookingCancellationMail) return;
  const occurrence = await loadOccurrence(trx, club, booking.scheduleItemId, booking.date, now);
  const context = occurrence && (await bookingMailContext(app, trx, club, booking, occurrence));
  if (context) await app.mailer.queue(trx, club.id, bookingCancelledMail(context, creditReturned));
}
