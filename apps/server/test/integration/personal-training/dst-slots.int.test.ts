import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { expectFailure, ptTestAppPerFile, rest } from './pt-kit.js';

/** A trainer working Sunday nights 01:00–05:00 (club time), a 30-minute service, and a member with a pass valid from `today`. */
async function sundayNightWorld(t: TestApp, today: string) {
  const trainer = await t.make.trainer({ hours: [[7, '01:00', '05:00']] });
  const product = await t.make.classpassProduct({ name: 'PT 5 sessions', classes: 5 });
  const service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product], durationMinutes: 30 });
  const member = await t.make.member();
  const pass = await t.make.accountClasspass(member, product, today);
  const { token } = await t.make.session(member);
  const slots = async (date: string) => {
    const answer = await rest(t, 'GET', `abc/get_available_slots/?selected_date=${date}&staff_member=${trainer.id}&service_id=${service.id}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.available_slots as string[];
  };
  const book = (date: string, startTime: string, endTime?: string) =>
    rest(t, 'POST', 'abc/create_appointment/', {
      token,
      body: { service_id: service.id, staff_member: trainer.id, date, start_time: startTime, classpass_id: pass.id, ...(endTime ? { end_time: endTime } : {}) },
    });
  return { slots, book };
}

// The demo club's zone is Europe/Amsterdam; slots are listed and booked as the spec's 'hh:mm A' labels.
describe('personal-training slots on the DST days of Europe/Amsterdam', () => {
  const t = ptTestAppPerFile(new Date('2027-03-22T09:00:00Z'));

  it('spring forward (28 March 2027): 02:00–03:00 does not exist, so no 02:xx slot is offered and 02:30 AM cannot be booked', async () => {
    t.clock.set(new Date('2027-03-22T09:00:00Z'));
    const w = await sundayNightWorld(t, '2027-03-22');
    expect(await w.slots('2027-03-28')).toEqual(['01:00 AM', '01:30 AM', '03:00 AM', '03:30 AM', '04:00 AM', '04:30 AM']);
    expectFailure(await w.book('2027-03-28', '02:30 AM'), 400);
    const booked = await w.book('2027-03-28', '01:30 AM', '03:00 AM');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.appointment).toMatchObject({ start_time: '2027-03-28T00:30:00.000Z', end_time: '2027-03-28T01:00:00.000Z' });
    expect(await w.slots('2027-03-28')).toEqual(['01:00 AM', '03:00 AM', '03:30 AM', '04:00 AM', '04:30 AM']);
  });

  it('fall back (31 October 2027): 02:00 AM and 02:30 AM are offered once; after the first 02:30 is booked, 02:30 AM books the second', async () => {
    t.clock.set(new Date('2027-10-25T09:00:00Z'));
    const w = await sundayNightWorld(t, '2027-10-25');
    const allNight = ['01:00 AM', '01:30 AM', '02:00 AM', '02:30 AM', '03:00 AM', '03:30 AM', '04:00 AM', '04:30 AM'];
    expect(await w.slots('2027-10-31')).toEqual(allNight);

    // The wizard sends the end it counted in the browser: 02:30 CEST + 30 minutes is 02:00 CET.
    const first = await w.book('2027-10-31', '02:30 AM', '02:00 AM');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.appointment).toMatchObject({ start_time: '2027-10-31T00:30:00.000Z', end_time: '2027-10-31T01:00:00.000Z' });

    // The label now means the free second 02:30 (CET), whichever end the browser counted from it.
    expect(await w.slots('2027-10-31')).toEqual(allNight);
    const second = await w.book('2027-10-31', '02:30 AM', '02:00 AM');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.appointment).toMatchObject({ start_time: '2027-10-31T01:30:00.000Z', end_time: '2027-10-31T02:00:00.000Z' });

    // Both taken: the label is gone and booking it again is a conflict.
    expect(await w.slots('2027-10-31')).toEqual(allNight.filter((label) => label !== '02:30 AM'));
    const third = await w.book('2027-10-31', '02:30 AM');
    expectFailure(third, 409);
    expect(third.body.code).toBe('CONFLICT');
  });
});
