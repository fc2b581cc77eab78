import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../../../src/platform/jobs/run-due-jobs.js';
import { atInstant, book, booker, bookingTestAppPerFile, gid, tokenFor, UPDATE, type Booker } from './booking-kit.js';
import { fullWaitlistClass, join } from './waitlist-kit.js';

const MAIL_SETTINGS = `mutation($input: UpdateClubMailSettingsInput!) {
  updateClubMailSettings(input: $input) { bookingConfirmationMail bookingCancellationMail classReminderMail classReminderHours waitlistMails }
}`;
const ON = { bookingConfirmationMail: true, bookingCancellationMail: true, classReminderMail: true, classReminderHours: 2, waitlistMails: true };
const CALENDAR_FILE = `query($id: ID!) { scheduleItemAttendance(id: $id) { calendarFile } }`;

// The clock: Monday 2 March 2026, 09:00 UTC. The class: Tuesday 10 March 18:00 on the club's clock (Europe/Amsterdam),
// which is 17:00 UTC; the reminder, 2 hours before by default, is due at 15:00 UTC.
const NOW = Date.parse('2026-03-02T09:00:00Z');
const REMINDER_DUE = Date.parse('2026-03-10T15:00:00Z');

describe('booking mails (issue 24): confirmation with the .ics, cancellation, the class reminder, each switched per club', () => {
  const t = bookingTestAppPerFile();

  async function member(): Promise<{ b: Booker; item: Awaited<ReturnType<typeof t.make.scheduleClass>> }> {
    const item = await t.make.scheduleClass({ spaces: 5 });
    const product = await t.make.classpassProduct({ name: 'Pass', classes: 10, forClasses: [item] });
    return { b: await booker(t, product, '2026-02-01'), item };
  }
  const mailsTo = (to: string) => t.app.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();
  const reminderJobs = async (attendanceId: number) =>
    (
      await sql<{ id: string; seconds: number }>`SELECT id, extract(epoch FROM start_after - created_on)::float8 AS seconds FROM pgboss.job
        WHERE name = 'booking.class-reminder' AND (data -> 'data' ->> 'attendanceId')::bigint = ${attendanceId} ORDER BY created_on`.execute(t.app.db)
    ).rows;
  /** Runs the reminder jobs of a booking now, with the server's clock at their due time. */
  async function runReminders(attendanceId: number) {
    const ids = (await reminderJobs(attendanceId)).map((j) => j.id);
    await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ANY(${ids}::uuid[])`.execute(t.app.db);
    await atInstant(t, new Date(REMINDER_DUE).toISOString(), () => runDueJobs(t.app));
  }
  async function setMails(input: Partial<typeof ON>) {
    const admin = await tokenFor(t, await t.make.staff());
    const { body } = await t.gql(MAIL_SETTINGS, { input: { ...ON, ...input } }, { token: admin });
    expect(body.data.updateClubMailSettings).toEqual({ ...ON, ...input });
  }
  const cancel = (b: Booker, id: number) => t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', id), bookingStatus: 'CANCELLED' } }, { token: b.token });
  const rebook = (b: Booker, id: number) => t.gql(UPDATE, { input: { id: gid('ScheduleItemAttendanceNode', id), bookingStatus: 'BOOKED' } }, { token: b.token });

  it("queues the confirmation with the class as an .ics on the club's clock and a link to the booking's page", async () => {
    const { b, item } = await member();
    const id = await book(t, b, item, '2026-03-10');
    const [mail, ...more] = await mailsTo(b.account.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You're booked for Boxing on 2026-03-10 at 18:00");
    expect(mail!.textBody).toContain("You're booked for Boxing on 2026-03-10 from 18:00 to 19:00 at Main, Ring.");
    // The link names the class and the date only; the page shows the booking (and its cancel) after sign-in.
    const link = `/testclub/book-your-spot/book/${encodeURIComponent(gid('ScheduleItemNode', item.id))}/2026-03-10`;
    expect(mail!.textBody).toContain(`Cancel your booking:\n${t.app.config.publicUrl}${link}\n`);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({ filename: 'class.ics', contentType: 'text/calendar; charset=utf-8' });
    const text = Buffer.from(ics!.base64, 'base64').toString('utf8');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20260310T180000');
    expect(text).toContain('DTEND;TZID=Europe/Amsterdam:20260310T190000');
    expect(text).toContain(`UID:class-${item.id}-2026-03-10@testclub.kiai`);
    // "Add to calendar" downloads the same event.
    const { body } = await t.gql(CALENDAR_FILE, { id: gid('ScheduleItemAttendanceNode', id) }, { token: b.token });
    expect(body.data.scheduleItemAttendance.calendarFile).toContain('DTSTART;TZID=Europe/Amsterdam:20260310T180000');
  });

  it('queues the cancellation, saying the credit came back', async () => {
    const { b, item } = await member();
    const id = await book(t, b, item, '2026-03-10');
    expect((await cancel(b, id)).body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus).toBe('CANCELLED');
    const mail = (await mailsTo(b.account.email)).at(-1)!;
    expect(mail.subject).toBe('Booking cancelled: Boxing on 2026-03-10 at 18:00');
    expect(mail.textBody).toContain('The class (or credit) you booked with is returned.');
  });

  it('the reminder job is due the club\'s hours before the start, mails once, and not after a cancel', async () => {
    const { b, item } = await member();
    const id = await book(t, b, item, '2026-03-10');
    const [job] = await reminderJobs(id);
    expect(job!.seconds).toBe((REMINDER_DUE - NOW) / 1000);
    await runReminders(id);
    const reminder = (await mailsTo(b.account.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminder.map((m) => m.subject)).toEqual(['Reminder: Boxing on 2026-03-10 at 18:00']);

    // Cancelled meanwhile: the job runs and mails nothing.
    const other = await member();
    const cancelled = await book(t, other.b, other.item, '2026-03-10');
    await cancel(other.b, cancelled);
    await runReminders(cancelled);
    expect((await mailsTo(other.b.account.email)).map((m) => m.subject)).not.toContain('Reminder: Boxing on 2026-03-10 at 18:00');

    // Cancelled and made again: two jobs, one reminder.
    const again = await member();
    const rebooked = await book(t, again.b, again.item, '2026-03-10');
    await cancel(again.b, rebooked);
    expect((await rebook(again.b, rebooked)).body.data.updateScheduleItemAttendance.scheduleItemAttendance.bookingStatus).toBe('BOOKED');
    expect(await reminderJobs(rebooked)).toHaveLength(2);
    await runReminders(rebooked);
    expect((await mailsTo(again.b.account.email)).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(1);
  });

  it('a class cancelled by staff gets no reminder; a booking made inside the reminder hours gets none queued', async () => {
    const { b, item } = await member();
    const id = await book(t, b, item, '2026-03-10');
    await t.app.db.insertInto('scheduleItemChanges').values({ clubId: item.clubId, scheduleItemId: item.id, date: '2026-03-10', status: 'CANCELLED' }).execute();
    await runReminders(id);
    expect((await mailsTo(b.account.email)).map((m) => m.subject).filter((s) => s.startsWith('Reminder'))).toEqual([]);

    const late = await member();
    const lateId = await atInstant(t, '2026-03-10T15:30:00Z', () => book(t, late.b, late.item, '2026-03-10'));
    expect(await reminderJobs(lateId)).toEqual([]);
    expect((await mailsTo(late.b.account.email)).map((m) => m.subject)).toEqual(["You're booked for Boxing on 2026-03-10 at 18:00"]);
  });

  it('switched off, none of them is mailed and no reminder is queued; a member without an address gets none', async () => {
    await setMails({ bookingConfirmationMail: false, bookingCancellationMail: false, classReminderMail: false });
    try {
      const { b, item } = await member();
      const id = await book(t, b, item, '2026-03-10');
      expect(await reminderJobs(id)).toEqual([]);
      await cancel(b, id);
      expect(await mailsTo(b.account.email)).toEqual([]);
    } finally {
      await setMails({});
    }
    // Turned off after the booking: the reminder due checks the switch.
    const { b, item } = await member();
    const id = await book(t, b, item, '2026-03-10');
    await setMails({ classReminderMail: false });
    try {
      await runReminders(id);
      expect((await mailsTo(b.account.email)).map((m) => m.subject).filter((s) => s.startsWith('Reminder'))).toEqual([]);
    } finally {
      await setMails({});
    }

    const noAddress = await member();
    await t.app.db.updateTable('accounts').set({ email: '' }).where('id', '=', noAddress.b.account.id).execute();
    const silentId = await book(t, noAddress.b, noAddress.item, '2026-03-10');
    expect(await reminderJobs(silentId)).toEqual([]);
    expect(await mailsTo('')).toEqual([]);
  });

  it('a waitlist promotion gets the reminder; with waitlist mails off, no waitlist mail', async () => {
    await setMails({ waitlistMails: false });
    try {
      const { item, product, holders, attendanceIds } = await fullWaitlistClass(t);
      const waiting = await booker(t, product);
      await join(t, waiting, item);
      await cancel(holders[0]!, attendanceIds[0]!);
      const promoted = await t.app.db.selectFrom('scheduleItemAttendances').select('id').where('accountId', '=', waiting.account.id).executeTakeFirstOrThrow();
      expect(await mailsTo(waiting.account.email)).toEqual([]);
      expect(await reminderJobs(promoted.id)).toHaveLength(1);
    } finally {
      await setMails({});
    }
  });

  it('refuses reminder hours outside 1–168', async () => {
    const admin = await tokenFor(t, await t.make.staff());
    for (const classReminderHours of [0, 169]) {
      const { body } = await t.gql(MAIL_SETTINGS, { input: { ...ON, classReminderHours } }, { token: admin });
      expect(body.errors?.[0]?.extensions?.code, String(classReminderHours)).toBe('VALIDATION_FAILED');
    }
  });
});
