import { describe, expect, it } from 'vitest';
import { expectFailure, ptTestAppPerFile, ptWorld, rest } from './pt-kit.js';

describe('personal training: the read routes of /d/abc/', () => {
  const t = ptTestAppPerFile();

  it('get_services lists bookable services in the contract shape, without archived ones', async () => {
    const w = await ptWorld(t, { name: 'Boxing 1:1', description: 'Pads and technique', durationMinutes: 45, price: '39.50' });
    await t.make.appointmentService({ name: 'Old service', archived: true, trainers: [w.trainer] });
    const answer = await rest(t, 'GET', 'abc/get_services/', { token: w.token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const mine = answer.body.services.find((s: { id: number }) => s.id === w.service.id);
    expect(mine).toEqual({ id: w.service.id, name: 'Boxing 1:1', description: 'Pads and technique', duration: 45, duration_seconds: 2700, price: '39.50', sold_per_session: false });
    expect(answer.body.services.map((s: { name: string }) => s.name)).not.toContain('Old service');
  });

  it('get_service/{id}/ answers the service with its trainers', async () => {
    const w = await ptWorld(t);
    await t.app.db.updateTable('accounts').set({ urlImageThumbnail: '/img/tara.jpg' }).where('id', '=', w.trainer.id).execute();
    const answer = await rest(t, 'GET', `abc/get_service/${w.service.id}/`, { token: w.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        id: w.service.id,
        name: 'Personal training',
        description: 'One to one',
        duration: 60,
        duration_seconds: 3600,
        price: '45.00',
        sold_per_session: false,
        staff: [{ staff_member_id: w.trainer.id, name: 'Tara Trainer', urlImageThumbnailSmall: '/img/tara.jpg' }],
      },
    });
  });

  it('get_service and get_appointments accept the empty JSON body the portal sends with them', async () => {
    const w = await ptWorld(t);
    for (const path of [`abc/get_service/${w.service.id}/`, 'abc/get_appointments/']) {
      const res = await t.server.inject({
        method: 'GET',
        url: `/${t.make.defaultClubSlug()}/d/${path}`,
        headers: { authorization: `JWT ${w.token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });

  it('get_service answers 404 for unknown, malformed, archived and other clubs’ ids', async () => {
    const w = await ptWorld(t);
    const archived = await t.make.appointmentService({ archived: true });
    const other = await t.make.club();
    const foreign = await t.make.appointmentService({ club: other });
    for (const id of ['999999999', 'abc', '1e3', '-1', String(archived.id), String(foreign.id), '99999999999999999999']) {
      expectFailure(await rest(t, 'GET', `abc/get_service/${id}/`, { token: w.token }), 404);
    }
  });

  it('get_non_working_days lists weekdays without hours, 0 = Sunday … 6 = Saturday', async () => {
    const w = await ptWorld(t);
    const answer = await rest(t, 'GET', `abc/get_non_working_days/?staff_member=${w.trainer.id}`, { token: w.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, non_working_days: [0, 6] });
    const sundays = await t.make.trainer({ hours: [[7, '10:00', '12:00'], [3, '10:00', '12:00'], [3, '14:00', '16:00']] });
    const other = await rest(t, 'GET', `abc/get_non_working_days/?staff_member=${sundays.id}`, { token: w.token });
    expect(other.body.non_working_days).toEqual([1, 2, 4, 5, 6]);
  });

  it('get_non_working_days: unknown, malformed or missing trainer is a clean 4xx', async () => {
    const w = await ptWorld(t);
    expectFailure(await rest(t, 'GET', 'abc/get_non_working_days/?staff_member=123456789', { token: w.token }), 404);
    expectFailure(await rest(t, 'GET', 'abc/get_non_working_days/?staff_member=x', { token: w.token }), 404);
    expectFailure(await rest(t, 'GET', `abc/get_non_working_days/?staff_member=${w.member.id}`, { token: w.token }), 404);
    expectFailure(await rest(t, 'GET', 'abc/get_non_working_days/', { token: w.token }), 400);
  });

  it('get_available_slots answers the free slots as hh:mm A for the service', async () => {
    const w = await ptWorld(t);
    const answer = await rest(t, 'GET', `abc/get_available_slots/?selected_date=2026-03-03&staff_member=${w.trainer.id}&service_id=${w.service.id}`, {
      token: w.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      date_chosen: '2026-03-03',
      staff_member: w.trainer.id,
      available_slots: [
        '09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM',
        '01:00 PM', '01:30 PM', '02:00 PM', '02:30 PM', '03:00 PM', '03:30 PM', '04:00 PM',
      ],
      message: '',
    });
  });

  it('get_available_slots without a service is sized by the trainer’s shortest service', async () => {
    const w = await ptWorld(t, { durationMinutes: 120 });
    await t.make.appointmentService({ durationMinutes: 30, trainers: [w.trainer] });
    const answer = await rest(t, 'GET', `abc/get_available_slots/?selected_date=2026-03-03&staff_member=${w.trainer.id}`, { token: w.token });
    expect(answer.body.available_slots).toHaveLength(16);
    expect(answer.body.available_slots.at(-1)).toBe('04:30 PM');
  });

  it('get_available_slots is unsuccessful with a message for a past date, a day off, a non-working day and beyond the horizon', async () => {
    const w = await ptWorld(t);
    await t.app.db.insertInto('appointmentTrainerDaysOff').values({ clubId: w.trainer.clubId, accountId: w.trainer.id, dateStart: '2026-03-04', dateEnd: '2026-03-05' }).execute();
    const ask = (date: string) => rest(t, 'GET', `abc/get_available_slots/?selected_date=${date}&staff_member=${w.trainer.id}`, { token: w.token });
    for (const [date, message] of [
      ['2026-03-01', 'This date is in the past. Please choose another date.'],
      ['2026-03-05', 'The trainer does not work on this day. Please choose another date.'],
      ['2026-03-07', 'The trainer does not work on this day. Please choose another date.'],
      ['2026-05-04', 'Appointments cannot be booked this far ahead yet. Please choose an earlier date.'],
    ] as const) {
      const answer = await ask(date);
      expectFailure(answer, 400);
      expect(answer.body).toMatchObject({ error: message, message, date_chosen: date, staff_member: w.trainer.id, available_slots: [] });
    }
  });

  it('get_available_slots: malformed dates and ids never give a 500', async () => {
    const w = await ptWorld(t);
    for (const query of [
      `selected_date=2026-02-30&staff_member=${w.trainer.id}`,
      `selected_date=tomorrow&staff_member=${w.trainer.id}`,
      `selected_date=2026-03-03&staff_member=abc`,
      `selected_date=2026-03-03&staff_member=${w.trainer.id}&service_id=nope`,
      `selected_date=2026-03-03`,
    ]) {
      const answer = await rest(t, 'GET', `abc/get_available_slots/?${query}`, { token: w.token });
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
  });

  it('every route answers 401 without a valid token', async () => {
    const w = await ptWorld(t);
    for (const path of ['abc/get_services/', `abc/get_service/${w.service.id}/`, `abc/get_non_working_days/?staff_member=${w.trainer.id}`, `abc/get_available_slots/?selected_date=2026-03-03&staff_member=${w.trainer.id}`]) {
      expectFailure(await rest(t, 'GET', path), 401);
      expectFailure(await rest(t, 'GET', path, { token: 'not-a-token' }), 401);
    }
  });
});
