import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { testDbKind } from '../../support/test-database.js';
import { ptTestAppPerFile, rest, type RestAnswer } from './pt-kit.js';

// Test plan T1: racing requests through the whole server. On PostgreSQL they really run at once; PGlite has
// one connection and serialises them, so the same tests check the outcome there.
const ROUNDS = testDbKind() === 'postgres' ? 3 : 1;

function tally(answers: RestAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const key = a.status === 200 ? 'OK' : String(a.body.code);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function activeAppointments(t: TestApp, trainerId: number) {
  return t.app.db.selectFrom('appointments').select(['accountId', 'accountClasspassId']).where('trainerAccountId', '=', trainerId).where('canceled', '=', false).execute();
}

/** Members each holding a pass of the product, signed in. */
async function members(t: TestApp, product: { id: number }, count: number) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const member = await t.make.member();
    const pass = await t.make.accountClasspass(member, product, '2026-03-01');
    list.push({ member, pass, token: (await t.make.session(member)).token });
  }
  return list;
}

describe('T1: the slot race', () => {
  const t = ptTestAppPerFile();

  it('20 members racing for one trainer slot give exactly one appointment and 19 clear conflicts', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const trainer = await t.make.trainer();
      const product = await t.make.classpassProduct({ classes: 5 });
      const service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product] });
      const racers = await members(t, product, 20);
      const answers = await Promise.all(
        racers.map((r) =>
          rest(t, 'POST', 'abc/create_appointment/', {
            token: r.token,
            body: { service_id: service.id, staff_member: trainer.id, date: '2026-03-03', start_time: '10:00 AM', classpass_id: r.pass.id },
          }),
        ),
      );
      expect(tally(answers)).toEqual({ OK: 1, CONFLICT: 19 });
      const booked = await activeAppointments(t, trainer.id);
      expect(booked).toHaveLength(1);
      const winner = racers[answers.findIndex((a) => a.status === 200)]!;
      expect(booked[0]).toEqual({ accountId: winner.member.id, accountClasspassId: winner.pass.id });
    }
  });

  it('overlapping slots of two services of different lengths: the trainer is booked once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const trainer = await t.make.trainer();
      const product = await t.make.classpassProduct({ classes: 5 });
      const long = await t.make.appointmentService({ durationMinutes: 90, trainers: [trainer], classpassProducts: [product] });
      const short = await t.make.appointmentService({ durationMinutes: 30, trainers: [trainer], classpassProducts: [product] });
      const racers = await members(t, product, 10);
      // 10:00–11:30 against 10:30, 11:00, … every second racer: all overlap the long one, the short ones each other not.
      const answers = await Promise.all(
        racers.map((r, i) =>
          rest(t, 'POST', 'abc/create_appointment/', {
            token: r.token,
            body:
              i % 2 === 0
                ? { service_id: long.id, staff_member: trainer.id, date: '2026-03-03', start_time: '10:00 AM', classpass_id: r.pass.id }
                : { service_id: short.id, staff_member: trainer.id, date: '2026-03-03', start_time: '11:00 AM', classpass_id: r.pass.id },
          }),
        ),
      );
      const counts = tally(answers);
      expect(counts.OK).toBe(1);
      expect(counts.CONFLICT).toBe(9);
      expect(await activeAppointments(t, trainer.id)).toHaveLength(1);
    }
  });

  it('a pass with one session left books five slots at once: exactly one', async () => {
    const trainer = await t.make.trainer();
    const product = await t.make.classpassProduct({ classes: 1 });
    const service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product] });
    const [racer] = await members(t, product, 1);
    const answers = await Promise.all(
      ['10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM'].map((time) =>
        rest(t, 'POST', 'abc/create_appointment/', {
          token: racer!.token,
          body: { service_id: service.id, staff_member: trainer.id, date: '2026-03-04', start_time: time, classpass_id: racer!.pass.id },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ OK: 1, PASS_NOT_VALID: 4 });
    expect(await activeAppointments(t, trainer.id)).toHaveLength(1);
  });

  it('two cancels of one appointment at once: one cancels, the session comes back once', async () => {
    const trainer = await t.make.trainer();
    const product = await t.make.classpassProduct({ classes: 2 });
    const service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product] });
    const [racer] = await members(t, product, 1);
    const booked = await rest(t, 'POST', 'abc/create_appointment/', {
      token: racer!.token,
      body: { service_id: service.id, staff_member: trainer.id, date: '2026-03-05', start_time: '10:00 AM', classpass_id: racer!.pass.id },
    });
    const id = booked.body.data.appointment.id;
    const answers = await Promise.all([1, 2, 3].map(() => rest(t, 'POST', 'abc/cancel_appointment/', { token: racer!.token, body: { appointment_id: id } })));
    expect(tally(answers)).toEqual({ OK: 1, CANCEL_NOT_POSSIBLE: 2 });
    const rows = await t.app.db.selectFrom('appointments').select(['canceled', 'passSessionUsed']).where('accountClasspassId', '=', racer!.pass.id).execute();
    expect(rows).toEqual([{ canceled: true, passSessionUsed: false }]);
  });
});
