import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { ptTestAppPerFile, ptWorld, rest } from './pt-kit.js';

async function outbox(t: TestApp, to: string) {
  return t.app.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();
}

/** The VEVENT of a mail's calendar object, read with an iCalendar parser, and the VTIMEZONE it relies on. */
function parse(icalText: string) {
  const calendar = new ICAL.Component(ICAL.parse(icalText));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  // Times are converted with the object's own VTIMEZONE, as a calendar app does.
  if (timezone) ICAL.TimezoneService.register(timezone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event, timezone };
}

describe('personal training: mails to member and trainer with an iCalendar event', () => {
  const t = ptTestAppPerFile();

  it('booking and cancelling queue a mail to each, sent by the job, with a REQUEST and then a CANCEL in the club’s zone', async () => {
    const w = await ptWorld(t);
    const booked = await rest(t, 'POST', 'abc/create_appointment/', {
      token: w.token,
      body: { service_id: w.service.id, staff_member: w.trainer.id, date: '2026-03-30', start_time: '10:00 AM', classpass_id: w.pass.id },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    // Queued in the transaction, sent only by the job.
    expect((await outbox(t, w.member.email)).map((m) => m.status)).toEqual(['QUEUED']);
    expect(await t.runJobs()).toBeGreaterThanOrEqual(2);

    const [toMember] = await outbox(t, w.member.email);
    const [toTrainer] = await outbox(t, w.trainer.email);
    expect(toMember!.status).toBe('KEPT');
    expect(toMember!.subject).toBe('Appointment booked: Personal training on 30 March, 10:00');
    expect(toMember!.textBody).toContain('Your Personal training with Tara Trainer is booked for Monday, March 30 2026, 10:00–11:00.');
    expect(toTrainer!.textBody).toContain('The Personal training with Mia Member is booked for Monday, March 30 2026, 10:00–11:00.');

    const { calendar, event, timezone } = parse(toMember!.icalEvent!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    // The day after the spring-forward change: 10:00 CEST is 08:00 UTC.
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Amsterdam');
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Amsterdam');
    expect(event.startDate.toString()).toBe('2026-03-30T10:00:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-30T09:00:00.000Z');
    expect(event.summary).toBe('Personal training with Tara Trainer');
    expect(toTrainer!.icalEvent).toBe(toMember!.icalEvent);

    // The kept .eml carries the event as a text/calendar part.
    const mailDir = path.join(t.config.dataDir, 'mail');
    const eml = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8')).find((m) => m.includes(w.member.email))!;
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);

    const cancel = await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: booked.body.data.appointment.id } });
    expect(cancel.status).toBe(200);
    await t.runJobs();
    const cancelled = (await outbox(t, w.member.email))[1]!;
    expect(cancelled.subject).toBe('Appointment cancelled: Personal training on 30 March, 10:00');
    const after = parse(cancelled.icalEvent!);
    expect(after.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(after.event.uid).toBe(event.uid);
    expect(after.event.sequence).toBe(1);
    expect(after.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((await outbox(t, w.trainer.email)).map((m) => m.subject)).toEqual([toTrainer!.subject, cancelled.subject]);
  });

  it('a refused booking queues no mail', async () => {
    const w = await ptWorld(t);
    const refused = await rest(t, 'POST', 'abc/create_appointment/', {
      token: w.token,
      body: { service_id: w.service.id, staff_member: w.trainer.id, date: '2026-03-07', start_time: '10:00 AM', classpass_id: w.pass.id },
    });
    expect(refused.status).toBe(400);
    expect(await outbox(t, w.member.email)).toEqual([]);
    expect(await outbox(t, w.trainer.email)).toEqual([]);
  });
});
