import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { atInstant, gid } from '../booking/booking-kit.js';
import { expectFailure, ptTestAppPerFile, ptWorld, rest, type PtWorld } from './pt-kit.js';

/** create_appointment for the world's member, service and trainer on a date and start time. */
function create(t: TestApp, w: PtWorld, date: string, startTime: string, extra: Record<string, unknown> = {}) {
  return rest(t, 'POST', 'abc/create_appointment/', {
    token: w.token,
    body: { service_id: w.service.id, staff_member: w.trainer.id, date, start_time: startTime, classpass_id: w.pass.id, ...extra },
  });
}

async function appointmentCount(t: TestApp, trainerId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('trainerAccountId', '=', trainerId)
    .where('canceled', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function remaining(t: TestApp, w: PtWorld): Promise<string | undefined> {
  const options = await rest(t, 'POST', 'abc/book_appointment/', { token: w.token, body: { service_id: w.service.id } });
  return options.body.data.available_passes.find((p: { accountClassPass_id: number }) => p.accountClassPass_id === w.pass.id)?.classesRemainingDisplay;
}

describe('personal training: booking, listing and cancelling appointments', () => {
  const t = ptTestAppPerFile();

  it('book_appointment answers the member’s usable passes for the service in the contract shape', async () => {
    const w = await ptWorld(t);
    const answer = await rest(t, 'POST', 'abc/book_appointment/', { token: w.token, body: { service_id: w.service.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        allowed: true,
        available_passes: [{ id: w.product.id, title: 'PT 5 sessions', classesRemainingDisplay: '5', dateEnd: w.pass.dateEnd, accountClassPass_id: w.pass.id }],
        service_class: { id: w.service.id, name: 'Personal training', description: 'One to one', duration: 60, duration_seconds: 3600, price: '45.00', sold_per_session: false },
        // The member holds a pass, but the shop's passes for the service are listed all the same.
        passes_for_sale: [{ id: gid('OrganizationClasspassNode', w.product.id), name: 'PT 5 sessions', classes: 5, validity: 3, validity_unit: 'Months', price: '150.00' }],
      },
    });
  });

  it('book_appointment leaves out passes of other products, expired ones and other members’; no pass means not allowed', async () => {
    const w = await ptWorld(t);
    const classesOnly = await t.make.classpassProduct({ name: 'Classes only' });
    await t.make.accountClasspass(w.member, classesOnly, '2026-03-01');
    await t.make.accountClasspass(w.member, w.product, '2025-01-01');
    const stranger = await t.make.member();
    await t.make.accountClasspass(stranger, w.product, '2026-03-01');
    const answer = await rest(t, 'POST', 'abc/book_appointment/', { token: w.token, body: { service_id: w.service.id } });
    expect(answer.body.data.available_passes.map((p: { accountClassPass_id: number }) => p.accountClassPass_id)).toEqual([w.pass.id]);
    const nobody = await t.make.member();
    const { token } = await t.make.session(nobody);
    const none = await rest(t, 'POST', 'abc/book_appointment/', { token, body: { service_id: w.service.id } });
    expect(none.body.data).toMatchObject({ allowed: false, available_passes: [] });
  });

  it('book_appointment: unknown or malformed service ids are 404, a missing one 400, no token 401', async () => {
    const w = await ptWorld(t);
    for (const id of [123456789, 'abc', null, -4, 1.5, {}]) expectFailure(await rest(t, 'POST', 'abc/book_appointment/', { token: w.token, body: { service_id: id } }), 404);
    expectFailure(await rest(t, 'POST', 'abc/book_appointment/', { token: w.token, body: {} }), 400);
    expectFailure(await rest(t, 'POST', 'abc/book_appointment/', { token: w.token, rawBody: '{"service_id":' }), 400);
    expectFailure(await rest(t, 'POST', 'abc/book_appointment/', { body: { service_id: w.service.id } }), 401);
  });

  it('create_appointment books the slot with one session of the pass; the slot is gone from the list', async () => {
    const w = await ptWorld(t);
    const answer = await create(t, w, '2026-03-03', '10:00 AM', { end_time: '11:00 AM' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        appointment: {
          id: expect.any(Number),
          service_name: 'Personal training',
          staff_name: 'Tara Trainer',
          start_time: '2026-03-03T09:00:00.000Z',
          end_time: '2026-03-03T10:00:00.000Z',
          canceled: false,
          canceled_at: null,
        },
      },
    });
    expect(await remaining(t, w)).toBe('4');
    // My Passes counts the session too.
    const passes = await t.gql('{ accountClasspasses { edges { node { classesRemaining } } } }', {}, { token: w.token });
    expect(passes.body.data.accountClasspasses.edges.map((e: any) => e.node.classesRemaining)).toEqual([4]);
    const slots = await rest(t, 'GET', `abc/get_available_slots/?selected_date=2026-03-03&staff_member=${w.trainer.id}&service_id=${w.service.id}`, { token: w.token });
    expect(slots.body.available_slots).not.toContain('10:00 AM');
    expect(slots.body.available_slots).not.toContain('09:30 AM');
    expect(slots.body.available_slots).not.toContain('10:30 AM');
    expect(slots.body.available_slots).toContain('11:00 AM');
  });

  it('create_appointment takes ISO instants with an offset as well', async () => {
    const w = await ptWorld(t);
    const answer = await create(t, w, '2026-03-03', '2026-03-03T14:00:00+01:00', { end_time: '2026-03-03T15:00:00+01:00' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.appointment.start_time).toBe('2026-03-03T13:00:00.000Z');
  });

  it('T2: past, inside the minimum notice, outside the hours, off the grid, on a day off, beyond the horizon or in the DST gap: refused, nothing written', async () => {
    const w = await ptWorld(t);
    await t.app.db.insertInto('appointmentTrainerDaysOff').values({ clubId: w.trainer.clubId, accountId: w.trainer.id, dateStart: '2026-03-05', dateEnd: '2026-03-05' }).execute();
    await t.app.db.insertInto('appointmentTrainerHours').values({ clubId: w.trainer.clubId, accountId: w.trainer.id, isoWeekday: 7, timeStart: '01:00', timeEnd: '05:00' }).execute();
    const cases: [string, string, number, string][] = [
      ['2026-02-27', '10:00 AM', 400, 'This date is in the past. Please choose another date.'],
      ['2026-03-02', '09:00 AM', 400, 'Appointments must be booked at least 2 hours in advance. Please choose a later time.'],
      ['2026-03-02', '11:30 AM', 400, 'Appointments must be booked at least 2 hours in advance. Please choose a later time.'],
      ['2026-03-03', '08:00 AM', 400, 'The trainer is not available at this time. Please choose one of the available times.'],
      ['2026-03-03', '04:30 PM', 400, 'The trainer is not available at this time. Please choose one of the available times.'],
      ['2026-03-03', '10:15 AM', 400, 'The trainer is not available at this time. Please choose one of the available times.'],
      ['2026-03-05', '10:00 AM', 400, 'The trainer does not work on this day. Please choose another date.'],
      ['2026-03-07', '10:00 AM', 400, 'The trainer does not work on this day. Please choose another date.'],
      ['2026-04-06', '10:00 AM', 400, 'Appointments cannot be booked this far ahead yet. Please choose an earlier date.'],
      ['2026-03-29', '02:30 AM', 400, 'This time does not exist on that day (the clocks change). Please choose another time.'],
      ['2026-03-03', 'ten o’clock', 400, 'Please choose one of the available times.'],
      ['2026-02-30', '10:00 AM', 400, 'date must be a real date from 2000-01-01 to 2100-12-31, as YYYY-MM-DD.'],
    ];
    for (const [date, time, status, message] of cases) {
      const answer = await create(t, w, date, time);
      expectFailure(answer, status);
      expect(answer.body.error, `${date} ${time}`).toBe(message);
    }
    // A wall-clock end that ignores the DST change is refused too; the real one is booked.
    expectFailure(await create(t, w, '2026-03-29', '01:30 AM', { end_time: '02:30 AM' }), 400);
    expect((await create(t, w, '2026-03-29', '01:30 AM', { end_time: '03:30 AM' })).status).toBe(200);
    expect(await appointmentCount(t, w.trainer.id)).toBe(1);
    expect(await remaining(t, w)).toBe('4');
  });

  it('refuses passes that are someone else’s, of another product, used up or not valid on the date', async () => {
    const w = await ptWorld(t);
    const stranger = await t.make.member();
    const theirs = await t.make.accountClasspass(stranger, w.product, '2026-03-01');
    expectFailure(await create(t, w, '2026-03-03', '10:00 AM', { classpass_id: theirs.id }), 404);
    expectFailure(await create(t, w, '2026-03-03', '10:00 AM', { classpass_id: 987654321 }), 404);
    const classesOnly = await t.make.accountClasspass(w.member, await t.make.classpassProduct({ name: 'Classes only' }), '2026-03-01');
    const other = await create(t, w, '2026-03-03', '10:00 AM', { classpass_id: classesOnly.id });
    expectFailure(other, 400);
    expect(other.body.error).toBe('This pass cannot be used for this service.');
    const single = await t.make.accountClasspass(w.member, await t.make.classpassProduct({ name: 'PT once', classes: 1, validity: 1, validityUnit: 'WEEKS' }), '2026-03-01');
    await t.app.db.insertInto('appointmentServiceClasspasses').values({ clubId: w.service.clubId, appointmentServiceId: w.service.id, organizationClasspassId: single.organizationClasspassId }).execute();
    const late = await create(t, w, '2026-03-10', '10:00 AM', { classpass_id: single.id });
    expectFailure(late, 400);
    expect(late.body.error).toBe('This pass is not valid on the date of the appointment.');
    expect((await create(t, w, '2026-03-03', '10:00 AM', { classpass_id: single.id })).status).toBe(200);
    const usedUp = await create(t, w, '2026-03-03', '01:00 PM', { classpass_id: single.id });
    expectFailure(usedUp, 400);
    expect(usedUp.body.error).toBe('This class pass has no classes left.');
  });

  it('unknown or foreign service, trainer and malformed ids answer 404, never 500', async () => {
    const w = await ptWorld(t);
    const otherTrainer = await t.make.trainer();
    const otherClub = await t.make.club();
    const foreignService = await t.make.appointmentService({ club: otherClub });
    for (const extra of [
      { service_id: 99999999 },
      { service_id: foreignService.id },
      { service_id: 'x' },
      { staff_member: otherTrainer.id },
      { staff_member: w.member.id },
      { staff_member: '12abc' },
      { classpass_id: [] },
    ]) {
      expectFailure(await create(t, w, '2026-03-03', '10:00 AM', extra), 404);
    }
    expectFailure(await rest(t, 'POST', 'abc/create_appointment/', { token: w.token, body: { service_id: w.service.id } }), 400);
    expectFailure(await create(t, w, '2026-03-03', '10:00 AM', { date: 20260303 }), 400);
  });

  it('the trainer is never double-booked with a class they teach, as instructor or second instructor; a cancelled class frees the time', async () => {
    const w = await ptWorld(t);
    const taught = await t.make.scheduleClass({ dateStart: '2026-03-03', timeStart: '12:00:00', timeEnd: '13:00:00', accountId: w.trainer.id });
    await t.make.scheduleClass({ dateStart: '2026-03-03', timeStart: '15:00:00', timeEnd: '16:00:00', account2Id: w.trainer.id });
    const busy = await create(t, w, '2026-03-03', '11:30 AM');
    expectFailure(busy, 409);
    expect(busy.body.error).toBe('This time is not available. Please choose another time.');
    expectFailure(await create(t, w, '2026-03-03', '03:30 PM'), 409);
    await t.app.db.insertInto('scheduleItemChanges').values({ clubId: taught.clubId, scheduleItemId: taught.id, date: '2026-03-03', status: 'CANCELLED' }).execute();
    expect((await create(t, w, '2026-03-03', '11:30 AM')).status).toBe(200);
  });

  it('a one-time change that makes the trainer a substitute makes them busy; one that replaces them frees them', async () => {
    const w = await ptWorld(t);
    const colleague = await t.make.trainer();
    const theirs = await t.make.scheduleClass({ dateStart: '2026-03-04', timeStart: '10:00:00', timeEnd: '11:00:00', accountId: colleague.id });
    const mine = await t.make.scheduleClass({ dateStart: '2026-03-04', timeStart: '14:00:00', timeEnd: '15:00:00', accountId: w.trainer.id });
    await t.app.db
      .insertInto('scheduleItemChanges')
      .values([
        { clubId: theirs.clubId, scheduleItemId: theirs.id, date: '2026-03-04', accountId: w.trainer.id, role: 'SUB' },
        { clubId: mine.clubId, scheduleItemId: mine.id, date: '2026-03-04', accountId: colleague.id, role: 'SUB' },
      ])
      .execute();
    expectFailure(await create(t, w, '2026-03-04', '10:00 AM'), 409);
    expect((await create(t, w, '2026-03-04', '02:00 PM')).status).toBe(200);
  });

  it('buffers keep the trainer’s time around another service’s appointment', async () => {
    const w = await ptWorld(t, { bufferAfterMinutes: 30 });
    const short = await t.make.appointmentService({ durationMinutes: 30, bufferBeforeMinutes: 15, trainers: [w.trainer], classpassProducts: [w.product] });
    expect((await create(t, w, '2026-03-03', '10:00 AM')).status).toBe(200);
    // Taken 10:00–11:30 with its buffer; the short one needs 15 minutes before it.
    expectFailure(await create(t, w, '2026-03-03', '11:30 AM', { service_id: short.id }), 409);
    expect((await create(t, w, '2026-03-03', '12:00 PM', { service_id: short.id })).status).toBe(200);
  });

  it('get_appointments lists only the member’s own, in the contract shape', async () => {
    const w = await ptWorld(t);
    const other = await ptWorld(t);
    const booked = await create(t, w, '2026-03-04', '02:00 PM');
    await create(t, other, '2026-03-04', '03:00 PM');
    const answer = await rest(t, 'GET', 'abc/get_appointments/', { token: w.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, appointments: [booked.body.data.appointment] });
    expectFailure(await rest(t, 'GET', 'abc/get_appointments/'), 401);
  });

  it('cancel_appointment before the cancel window: canceled_at in UTC, the session comes back and the slot is free at once', async () => {
    const w = await ptWorld(t);
    const booked = await create(t, w, '2026-03-04', '10:00 AM');
    expect(await remaining(t, w)).toBe('4');
    t.clock.set(new Date('2026-03-02T12:34:56Z'));
    try {
      w.token = (await t.make.session(w.member)).token;
      const answer = await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: booked.body.data.appointment.id } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      const list = await rest(t, 'GET', 'abc/get_appointments/', { token: w.token });
      expect(list.body.appointments[0]).toMatchObject({ canceled: true, canceled_at: '2026-03-02T12:34:56.000Z' });
      expect(await remaining(t, w)).toBe('5');
      const again = await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: booked.body.data.appointment.id } });
      expectFailure(again, 400);
      expect(again.body.error).toBe('This appointment has already been cancelled.');
      const other = await ptWorld(t);
      expect((await create(t, { ...other, trainer: w.trainer, service: w.service, pass: await t.make.accountClasspass(other.member, w.product, '2026-03-01') }, '2026-03-04', '10:00 AM')).status).toBe(200);
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('cancel_appointment inside the cancel window cancels but keeps the session used; a started appointment cannot be cancelled', async () => {
    const w = await ptWorld(t);
    const soon = await create(t, w, '2026-03-03', '09:00 AM');
    const later = await create(t, w, '2026-03-03', '01:00 PM');
    expect(await remaining(t, w)).toBe('3');
    // 23 hours before 09:00 on the 3rd: inside the club's 24-hour window.
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
    expect((await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: soon.body.data.appointment.id } })).status).toBe(200);
    expect(await remaining(t, w)).toBe('3');
    t.clock.set(new Date('2026-03-03T12:00:01Z'));
    try {
      w.token = (await t.make.session(w.member)).token;
      const started = await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: later.body.data.appointment.id } });
      expectFailure(started, 400);
      expect(started.body.error).toBe('This appointment has already started and can no longer be cancelled.');
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('cancel_appointment gives the session back until one second before the 24-hour edge; at the edge and after it keeps it used', async () => {
    // 10:00 in Amsterdam on Wednesday 4 March is 09:00 UTC: the window closes at 09:00:00 UTC on Tuesday, the
    // same edge as a class's (booking/attendances.int.test.ts).
    const w = await ptWorld(t);
    // Each appointment is cancelled at its own edge: one second before, exactly at it, one second after.
    const cases = [
      { startTime: '10:00 AM', cancelAt: '2026-03-03T08:59:59Z', remainingAfter: '3' },
      { startTime: '11:00 AM', cancelAt: '2026-03-03T10:00:00Z', remainingAfter: '3' },
      { startTime: '12:00 PM', cancelAt: '2026-03-03T11:00:01Z', remainingAfter: '3' },
    ];
    const ids: number[] = [];
    for (const c of cases) ids.push((await create(t, w, '2026-03-04', c.startTime)).body.data.appointment.id);
    expect(await remaining(t, w)).toBe('2');
    for (const [i, c] of cases.entries()) {
      await atInstant(t, c.cancelAt, async () => {
        const token = (await t.make.session(w.member)).token;
        const answer = await rest(t, 'POST', 'abc/cancel_appointment/', { token, body: { appointment_id: ids[i] } });
        expect(answer.body, c.cancelAt).toEqual({ success: true });
      });
      expect(await remaining(t, w), c.cancelAt).toBe(c.remainingAfter);
    }
  });

  it('cancel_appointment of someone else’s, unknown or malformed ids answers 404 and changes nothing', async () => {
    const w = await ptWorld(t);
    const other = await ptWorld(t);
    const theirs = await create(t, other, '2026-03-04', '11:00 AM');
    for (const id of [theirs.body.data.appointment.id, 99999999, 'abc', null]) {
      expectFailure(await rest(t, 'POST', 'abc/cancel_appointment/', { token: w.token, body: { appointment_id: id } }), 404);
    }
    const row = await t.app.db.selectFrom('appointments').select(['canceled']).where('id', '=', theirs.body.data.appointment.id).executeTakeFirstOrThrow();
    expect(row.canceled).toBe(false);
    expectFailure(await rest(t, 'POST', 'abc/cancel_appointment/', { body: { appointment_id: theirs.body.data.appointment.id } }), 401);
  });

  it('a check-in device books nothing and has no appointments', async () => {
    const w = await ptWorld(t);
    const kiosk = await t.make.kiosk();
    const { token } = await t.make.session(kiosk);
    expectFailure(await rest(t, 'POST', 'abc/create_appointment/', { token, body: { service_id: w.service.id, staff_member: w.trainer.id, date: '2026-03-03', start_time: '10:00 AM', classpass_id: w.pass.id } }), 403);
    expectFailure(await rest(t, 'GET', 'abc/get_appointments/', { token }), 403);
  });
});
